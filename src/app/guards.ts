import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { refreshSession } from '@/api/session';
import { loginFirst } from '@/config/paths';
import { notForAViewOverThePage } from './revalidation';

type Loader = (args: LoaderFunctionArgs) => unknown;
interface RouteModule {
  loader?: Loader;
  [key: string]: unknown;
}

/**
 * Anonymous visitors on a protected route go to '/', where the login opens, says why,
 * and brings them back to the page they asked for (config/paths loginFirst). React Router runs
 * every matched loader in parallel, so each protected route gets this guard, and the route
 * module's own loader (its data request) runs only after the guard has passed.
 */
export function candidateOnly(load: () => Promise<RouteModule>) {
  return {
    loader: async (args: LoaderFunctionArgs) => {
      if (!refreshSession().authenticated) {
        const { pathname, search } = new URL(args.request.url);
        throw redirect(loginFirst('login-required', pathname + search));
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
