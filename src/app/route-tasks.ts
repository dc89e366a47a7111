import type { RouteObject } from 'react-router-dom';
import { yieldToBrowser } from '@/lib/tasks';

/**
 * A navigation's work in three tasks instead of one (total blocking time, docs/decisions/006):
 * the router matches the URL in the task that navigated (a tap, or the boot's), each route's
 * data request starts in a task after it, and its code in a task after that. On a first visit
 * that one task was the router's creation, the ad's request and Vite's preload of the page's
 * chunk (a link for each of its dependencies): 25 ms of wall time, a third of it waiting on the
 * browser, which a phone's slower CPU makes a long task. The data goes first, as it did when
 * all ran in one task: its answer, not the chunk, is what the page usually waits for.
 */
export function startingInTasksOfTheirOwn(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy, loader, children } = route;
    return {
      ...route,
      ...(children && { children: startingInTasksOfTheirOwn(children) }),
      ...(typeof loader === 'function' && {
        loader: (...args: Parameters<typeof loader>) =>
          yieldToBrowser().then(() => loader(...args)),
      }),
      // Two yields: timers of the same delay run in the order they were set, so the data's
      // request, set in the same pass, starts in the task between.
      ...(typeof lazy === 'function' && {
        lazy: () => yieldToBrowser().then(yieldToBrowser).then(lazy),
      }),
    } as RouteObject;
  });
}
