import { useEffect } from 'react';
import './route-progress.css';

// nprogress is loaded on demand: it is only needed once a lazy page or layout is loading.
type NProgressApi = typeof import('nprogress');
let nprogress: Promise<NProgressApi> | null = null;
let active = 0;

function load(): Promise<NProgressApi> {
  nprogress ??= import('nprogress').then((m) => {
    const api = (m.default ?? m) as NProgressApi;
    // nprogress's own template says role="bar", which is no ARIA role: the bar is decoration
    // (the page's own busy state is what a screen reader hears).
    api.configure({
      showSpinner: false,
      barSelector: '.bar',
      trickleSpeed: 150,
      minimum: 0.1,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    });
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
