import {
  matchRoutes,
  type createBrowserRouter,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';

type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** The data block the edge writes beside the markup it rendered (src/edge/document). */
export const HYDRATION_DATA_ID = 'router-hydration-data';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/**
 * True when the page came rendered from the edge with its router data: the browser then hydrates
 * that markup instead of rendering its own. The data goes where React Router reads it, which
 * also turns its errors (a 404) back into the objects the error boundaries expect.
 */
export function takeServerRenderedData(): boolean {
  const block = document.getElementById(HYDRATION_DATA_ID);
  if (!block?.textContent) return false;
  try {
    window.__staticRouterHydrationData = JSON.parse(block.textContent) as HydrationState;
  } catch {
    return false;
  }
  block.remove();
  return true;
}

/**
 * Hydration needs the matched routes' code before the first render, or the router would render
 * their loading state over the server's page: each matched lazy route is loaded and put in place.
 */
export async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * The edge's link-preview and canonical tags (`head [data-edge]`) describe the page it rendered:
 * they leave at the first navigation to another page. The description stays; the pages keep it.
 */
export function dropServerHeadOnLeaving(router: PortalRouter): void {
  const landing = router.state.location.pathname;
  const stop = router.subscribe((state) => {
    if (state.location.pathname === landing) return;
    stop();
    document.head
      .querySelectorAll('[data-edge]:not([name="description"])')
      .forEach((element) => element.remove());
  });
}
