import { StrictMode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { PageHeadTags } from './page-head-tags';
import { routes } from './router';
import { companyHead, homeHead, jobHead, notFoundPageHead } from './routes/heads';
import type { Locale } from '@/i18n/languages';
import type { RENDERED_PAGE_PARTS } from '@/i18n/locale-parts';
import { serverTranslations } from '@/i18n/server-i18n';
import type { PageHead, PageHeadContext } from '@/lib/page-head';
import { PortalOriginProvider } from '@/lib/portal-origin';
import { HydrationRoot } from '@/lib/use-hydrated';

/** Where the edge's document puts the router's data for the browser to hydrate with. */
export { HYDRATION_DATA_ID } from './hydration';
/** What the pages' forms posted before the app runs ask for, which the edge answers. */
export { cookieFromForm } from './form-cookies';
/** The pages' link-preview pictures, which the edge draws beside them. */
export { isPreviewPath, previewPicture } from './link-preview-pictures';

/**
 * The routes whose pages the edge renders (the pages the build lists the modules of), each with
 * what its document's head says (every other address is the app's alone). Kept here, on the
 * server's side: the browser never needs them.
 */
const RENDERED_ROUTES = {
  home: homeHead,
  job: jobHead,
  company: companyHead,
  'not-found': notFoundPageHead,
} satisfies Record<
  keyof typeof RENDERED_PAGE_PARTS,
  (data: unknown, context: PageHeadContext) => PageHead
>;
type RenderedRoute = keyof typeof RENDERED_ROUTES;

const isRendered = (id: string | undefined): id is RenderedRoute =>
  id !== undefined && Object.hasOwn(RENDERED_ROUTES, id);

const handler = createStaticHandler(routes);
const MAX_DATA_CHARACTERS = 256 * 1024;

/** What the router's data needs to cross to the browser: errors as plain records. */
function serializedErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]: [string, unknown]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
}

export type RenderedPage =
  | {
      kind: 'page';
      route: RenderedRoute;
      status: number;
      /** The app's markup, for `#root`. */
      html: string;
      /** The router's state for hydration (`window.__staticRouterHydrationData`'s shape). */
      hydrationData: unknown;
      /** The document head's tags for the page: its title, link-preview tags, structured data. */
      headHtml: string;
    }
  /** The route table answers with a redirect (an old category link): the worker passes it on. */
  | { kind: 'redirect'; response: Response }
  /** Not a page the edge renders, or its data could not be read: the app renders it itself. */
  | { kind: 'app' };

/**
 * The app's own route: the route table's loaders run here as they do in the browser, and the
 * same components render with react-dom/server in the visitor's language.
 */
export async function renderRoute(
  request: Request,
  locale: Locale,
  origin: string,
): Promise<RenderedPage> {
  // Only the public pages' loaders run here: a candidate's page is never asked for at the edge.
  const matched = matchRoutes(handler.dataRoutes, new URL(request.url).pathname)?.at(-1)?.route.id;
  if (!isRendered(matched)) return { kind: 'app' };
  const context = await handler.query(request);
  if (context instanceof Response) {
    return context.status >= 300 && context.status < 400
      ? { kind: 'redirect', response: context }
      : { kind: 'app' };
  }
  const deepest = context.matches.at(-1)?.route.id;
  if (!isRendered(deepest)) return { kind: 'app' };
  const route = deepest;
  const failure = Object.values(context.errors ?? {})[0];
  // A 404 is a page of its own; any other failure (the API down) is left to the app, which
  // shows it with a way to try again.
  if (failure !== undefined && !(isRouteErrorResponse(failure) && failure.status === 404))
    return { kind: 'app' };
  // The job list renders its page without results when the API fails: that is not for caching.
  const data = context.loaderData[route];
  if (route === 'home' && (data as { result: unknown } | undefined)?.result === null)
    return { kind: 'app' };

  // What a hostile API sends can never make a page grow past a bound: a page whose data (an
  // employer's HTML, mostly) is larger is left to the browser.
  const hydrationData = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializedErrors(context.errors),
  };
  if (JSON.stringify(hydrationData).length > MAX_DATA_CHARACTERS) return { kind: 'app' };

  const translations = serverTranslations(locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <StrictMode>
      <I18nextProvider i18n={translations}>
        <PortalOriginProvider value={origin}>
          <HydrationRoot>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </HydrationRoot>
        </PortalOriginProvider>
      </I18nextProvider>
    </StrictMode>,
    { signal: request.signal },
  );
  await stream.allReady;
  const head = RENDERED_ROUTES[route](data, {
    t: translations.t,
    origin,
    notFound: failure !== undefined,
  });
  return {
    kind: 'page',
    route,
    status: route === 'not-found' ? 404 : context.statusCode,
    html: await new Response(stream).text(),
    hydrationData,
    headHtml: renderToString(
      <PageHeadTags
        head={head}
        locale={locale}
        siteName={translations.t('app.name')}
        origin={origin}
      />,
    ),
  };
}
