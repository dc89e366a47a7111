import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { refreshSession } from '@/api/session';
import { loginFirst, loginOverPage } from '@/config/paths';
import { notForAViewOverThePage } from './revalidation';

type Loader = (args: LoaderFunctionArgs) => unknown;
interface RouteModule {
  loader?: Loader;
  [key: string]: unknown;
}

/**
 * Where the login opens for a protected page that finds nobody signed in. A visitor, or a
 * candidate whose session ended on the way to another page, logs in at '/', told why, and comes
 * back to the page asked for (config/paths loginFirst). A session that ended under the page on
 * screen (its data read again after a save, say) opens the login over that page, which waits
 * with what was typed on it, in place of its own history entry.
 */
function loginFor(address: string, endedByItself: boolean): Response {
  if (!endedByItself) return redirect(loginFirst('login-required', address));
  return address === pageOnScreen()
    ? replace(loginOverPage('session-ended', address))
    : redirect(loginFirst('session-ended', address));
}

/** The address of the page on screen (path and query), null before the first has rendered. */
let pageOnScreen: () => string | null = () => null;

/** The router tells the guards which page is on screen. */
export function followPageOnScreen(read: () => string | null): void {
  pageOnScreen = read;
}

/**
 * A protected route's guard. React Router runs every matched loader in parallel, so each protected
 * route gets it, and the route module's own loader (its data request) runs only after it passed.
 */
export function candidateOnly(load: () => Promise<RouteModule>) {
  return {
    loader: async (args: LoaderFunctionArgs) => {
      const session = refreshSession();
      if (!session.authenticated) {
        const { pathname, search } = new URL(args.request.url);
        throw loginFor(pathname + search, session.endedByItself);
      }
      const module = await load();
      return module.loader ? module.loader(args) : null;
    },
    shouldRevalidate: notForAViewOverThePage,
    lazy: async () => {
      const { loader: _ownLoader, ...rest } = await load();
      return rest;
    },
  };
}
