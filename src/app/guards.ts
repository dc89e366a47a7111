import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { refreshSession } from '@/api/session';
import { paths } from '@/config/paths';

type Loader = (args: LoaderFunctionArgs) => unknown;
interface RouteModule {
  loader?: Loader;
  [key: string]: unknown;
}

/**
 * Spec §4: anonymous visitors on a protected route go to '/'. React Router runs every matched
 * loader in parallel, so each protected route gets this guard, and the route module's own
 * loader (its data request) runs only after the guard has passed.
 */
export function candidateOnly(load: () => Promise<RouteModule>) {
  return {
    loader: async (args: LoaderFunctionArgs) => {
      if (!refreshSession().authenticated) throw redirect(paths.home());
      const module = await load();
      return module.loader ? module.loader(args) : null;
    },
    lazy: async () => {
      const { loader: _ownLoader, ...rest } = await load();
      return rest;
    },
  };
}
