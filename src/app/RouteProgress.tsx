import { useEffect } from 'react';

// nprogress is loaded on demand: it is only needed once a lazy page or layout is loading.
type NProgressApi = typeof import('nprogress');
let nprogress: Promise<NProgressApi> | null = null;
let active = 0;

function load(): Promise<NProgressApi> {
  nprogress ??= import('nprogress').then((m) => {
    const api = (m.default ?? m) as NProgressApi;
    api.configure({ showSpinner: false, trickleSpeed: 150, minimum: 0.1 });
    return api;
  });
  return nprogress;
}

/** Shows the top progress bar while mounted (use it as, or in, a Suspense fallback). */
export function RouteProgress() {
  useEffect(() => {
    active++;
    load().then((np) => {
      if (active > 0) np.start();
    });
    return () => {
      active--;
      load().then((np) => {
        if (active === 0) np.done();
      });
    };
  }, []);
  return null;
}
