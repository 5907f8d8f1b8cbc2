import { useEffect } from 'react';
import './route-progress.css';

// nprogress is loaded on demand: it is only needed once a lazy page or layout is loading.
type NProgressApi = typeof import('nprogress');
let nprogress: Promise<NProgressApi> | null = null;
let active = 0;
// The bar is for moving between pages: on the first load the loading screen already says so, and
// nprogress forces a layout at each step (about 40 ms a cold load with 4x CPU slowdown).
let pageShown = false;

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

/** Rendered with a page's content: from then on, loading another page shows the bar. */
export function PageShown() {
  useEffect(() => {
    pageShown = true;
  }, []);
  return null;
}

/**
 * Shows the top progress bar while mounted (use it as, or in, a Suspense fallback), once a first
 * page has been shown.
 */
export function RouteProgress() {
  useEffect(() => {
    if (!pageShown) return;
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
