import type { createBrowserRouter } from 'react-router-dom';

type PortalRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A page the edge rendered (src/edge: `#root[data-edge-rendered]`) is already what the visitor
 * reads. The app's first render waits until its router has the page's code and data, so the
 * edge's page is replaced by the same page, never by a loading state in between.
 */
export function isEdgeRendered(container: HTMLElement): boolean {
  return container.hasAttribute('data-edge-rendered');
}

export function firstPageReady(router: PortalRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The edge's link-preview and canonical tags (`head [data-edge]`) describe the page it rendered:
 * they leave at the first navigation to another page. The description stays; the pages keep it.
 */
export function dropEdgeHeadOnLeaving(router: PortalRouter): void {
  const landing = router.state.location.pathname;
  const stop = router.subscribe((state) => {
    if (state.location.pathname === landing) return;
    stop();
    document.head
      .querySelectorAll('[data-edge]:not([name="description"])')
      .forEach((element) => element.remove());
  });
}
