import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { setEjectNavigator } from '@/api/http';
import { ArticleSkeleton } from '@/components/delayed-fallback/article-skeleton';
import { loginFirst, loginOverPage, sameOriginPath } from '@/config/paths';
import { JobSearchSkeleton } from '@/features/jobs/job-search-skeleton';
import { withLocaleParts } from '@/i18n/i18n';
import { RENDERED_PAGE_PARTS } from '@/i18n/locale-parts';
import { LEAVING_ON_PURPOSE } from '@/lib/unsaved-changes';
import { candidateOnly, followPageOnScreen } from './guards';
import {
  onlyForAnotherJobSearch,
  onlyForAnotherPath,
  onlyWhenApplicationsMayHaveChanged,
} from './revalidation';
import { rootLoader, shellData } from './root-data';
import * as home from './routes/home';
import { companyRouteLoader } from './routes/company-loader';
import { jobRouteLoader } from './routes/job-loader';
import { ApplicationLayout } from './layouts/application-layout';
import { BareLayout } from './layouts/bare-layout';
import { DefaultLayout } from './layouts/default-layout';
import { PageFallback } from './layouts/page-fallback';
import type { RouteHandle } from './route-handle';
import { AppShell } from './shell/app-shell';
import { ErrorPage } from './shell/error-page';
import { PageLoading } from './shell/navigation-pending';
import { NotFoundPage } from './shell/not-found-page';

const handle = (
  title: RouteHandle['title'],
  extra: Omit<RouteHandle, 'title'> = {},
): RouteHandle => ({
  title,
  ...extra,
});

/**
 * On a first load the layouts render at once (header, footer, the cookie banner in the shell) and
 * each page waits for its code inside them, in its hydrate fallback: the router renders down to
 * the nearest route with one. The candidate pages stream their data besides
 * (docs/decisions/010), so their heading does not wait for the API either.
 */
const pageLoading = <PageLoading />;

/**
 * The public pages whose data may be slow to come, by route id: their skeleton shows at once on a
 * first load and during a slow navigation to them, never an empty main area (layouts/page-fallback).
 */
const SKELETONS = {
  home: <JobSearchSkeleton />,
  job: <ArticleSkeleton page="job-page" logo />,
  company: <ArticleSkeleton page="company-page" logo />,
} satisfies Record<string, ReactNode>;

/** The skeleton of the public page a location shows, for the layouts' slow navigations. */
function skeletonAt(location: Location): ReactNode {
  const id = matchRoutes(routes, location)?.at(-1)?.route.id;
  return id && Object.hasOwn(SKELETONS, id) ? SKELETONS[id as keyof typeof SKELETONS] : null;
}

/**
 * The one place that maps URLs to screens. Route ids are the product's named route keys
 * (application, application-id, application-id-messages, user-settings, …) where there is one.
 * Layouts are pathless parents: default, application and none (bare).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // Its data is there before the first render (the edge's, or shellData): no hydrate fallback.
    loader: rootLoader,
    shouldRevalidate: onlyWhenApplicationsMayHaveChanged,
    element: <AppShell />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <DefaultLayout skeletonAt={skeletonAt} />,
        children: [
          // The first page of most visits: in the main bundle, so its jobs are requested at once.
          {
            id: 'home',
            index: true,
            hydrateFallbackElement: <PageFallback skeleton={SKELETONS.home} />,
            handle: handle('titles.home'),
            loader: home.loader,
            shouldRevalidate: onlyForAnotherJobSearch,
            Component: home.Component,
          },
          {
            id: 'subscription',
            path: 'subscription',
            hydrateFallbackElement: pageLoading,
            handle: handle('titles.subscription'),
            lazy: () =>
              withLocaleParts(['subscriptions', 'validation'], import('./routes/subscription')),
          },
          {
            id: 'user-settings',
            path: 'user/settings',
            hydrateFallbackElement: pageLoading,
            handle: handle('titles.settings'),
            ...candidateOnly(() =>
              withLocaleParts(['settings', 'validation'], import('./routes/settings')),
            ),
          },
          {
            id: 'accessibility',
            path: 'accessibility',
            hydrateFallbackElement: pageLoading,
            handle: handle('titles.accessibility'),
            lazy: () => withLocaleParts(['accessibility'], import('./routes/accessibility')),
          },
          {
            id: 'privacy-notice',
            path: 'privacy',
            hydrateFallbackElement: pageLoading,
            handle: handle('titles.privacyNotice', { readAgainOnLanguageSwitch: true }),
            lazy: () =>
              import('./routes/legal-document').then((module) =>
                module.legalDocumentRoute('privacy-notice'),
              ),
          },
          {
            id: 'terms',
            path: 'terms',
            hydrateFallbackElement: pageLoading,
            handle: handle('titles.terms', { readAgainOnLanguageSwitch: true }),
            lazy: () =>
              import('./routes/legal-document').then((module) =>
                module.legalDocumentRoute('terms'),
              ),
          },
          {
            id: 'not-found',
            path: '*',
            hydrateFallbackElement: pageLoading,
            handle: handle('titles.notFound'),
            element: <NotFoundPage />,
          },
        ],
      },
      {
        element: <ApplicationLayout />,
        children: [
          {
            id: 'application',
            path: 'application',
            hydrateFallbackElement: pageLoading,
            handle: handle('titles.applications'),
            ...candidateOnly(() =>
              withLocaleParts(['applications', 'validation'], import('./routes/applications')),
            ),
          },
          {
            id: 'application-id',
            path: 'application/:id',
            hydrateFallbackElement: pageLoading,
            handle: handle('titles.application'),
            ...candidateOnly(() =>
              withLocaleParts(['applications'], import('./routes/application')),
            ),
            children: [
              {
                index: true,
                loader: ({ params }) =>
                  redirect(`/application/${encodeURIComponent(params.id ?? '')}/application`),
                // Shown only while its loader's redirect is on its way (the first load's fallback
                // renders the matched routes before their data): nothing, said so to the router.
                element: null,
              },
              {
                id: 'application-id-application',
                path: 'application',
                handle: handle('titles.application'),
                ...candidateOnly(() =>
                  withLocaleParts(
                    ['applications', 'validation'],
                    import('./routes/application-details'),
                  ),
                ),
              },
              {
                id: 'application-id-messages',
                path: 'messages',
                handle: handle('titles.applicationMessages'),
                ...candidateOnly(() =>
                  withLocaleParts(['applications'], import('./routes/application-messages')),
                ),
              },
              {
                id: 'application-id-tests',
                path: 'tests',
                handle: handle('titles.applicationTests'),
                ...candidateOnly(() =>
                  withLocaleParts(['applications'], import('./routes/application-tests')),
                ),
              },
            ],
          },
        ],
      },
      {
        element: <BareLayout skeletonAt={skeletonAt} />,
        children: [
          {
            id: 'job',
            path: 'job/:slug',
            hydrateFallbackElement: <PageFallback skeleton={SKELETONS.job} />,
            handle: handle('titles.job'),
            loader: jobRouteLoader,
            shouldRevalidate: onlyForAnotherPath,
            lazy: () => withLocaleParts(RENDERED_PAGE_PARTS.job, import('./routes/job')),
          },
          {
            id: 'job-thank-you',
            path: 'job/:slug/thank-you',
            hydrateFallbackElement: pageLoading,
            handle: handle('titles.thankYou'),
            shouldRevalidate: onlyForAnotherPath,
            lazy: () => withLocaleParts(['apply'], import('./routes/job-thank-you')),
          },
          {
            id: 'company',
            path: 'company/:company/:slug',
            hydrateFallbackElement: <PageFallback skeleton={SKELETONS.company} />,
            handle: handle('titles.company'),
            loader: companyRouteLoader,
            shouldRevalidate: onlyForAnotherPath,
            lazy: () => withLocaleParts(RENDERED_PAGE_PARTS.company, import('./routes/company')),
          },
        ],
      },
    ],
  },
  // The auth dialog's checks of an emailed link (registration, password reset), read with a
  // fetcher: data without a screen, living as long as the view that asked. Never read again by
  // a revalidation, which would spend the check on a link already judged.
  {
    id: 'emailed-link-check',
    path: '_auth/link-check/:kind/:token',
    shouldRevalidate: () => false,
    lazy: () => import('@/features/auth/link-check').then(({ loader }) => ({ loader })),
  },
];

type PortalRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A session that ends goes through the router, from the first page's data on. A submission's page
 * stays, with everything typed on it, and the login opens over it; a page whose data could not be
 * read has nothing to show, so the login opens at home and brings the candidate back afterwards.
 */
export function ejectThrough(router: PortalRouter): PortalRouter {
  followPageOnScreen(() => {
    const { initialized, location } = router.state;
    return initialized ? location.pathname + location.search : null;
  });
  setEjectNavigator(
    (to) => void router.navigate(to, { replace: true, state: LEAVING_ON_PURPOSE }),
    (overPage) => {
      const { initialized, location } = router.state;
      const here = location.pathname + location.search;
      return overPage && initialized
        ? loginOverPage('session-ended', here)
        : loginFirst('session-ended', here);
    },
  );
  return router;
}

/**
 * The address the app opened at, as one the router can follow: history.pushState reads a path
 * that starts with `//` as another site's address and refuses it, so every later move would fail.
 * Such a path (config/paths sameOriginPath) is the home page's; its query and hash stay. The edge
 * leaves these addresses to the app, so no server-rendered page is rewritten under it.
 */
function followableLanding(): void {
  const { pathname, search, hash } = window.location;
  const path = sameOriginPath(pathname);
  if (path !== pathname)
    window.history.replaceState(window.history.state, '', `${path}${search}${hash}`);
}

/** The edge's data when it rendered the page (read by the router itself), else the shell's. */
export function createPortalRouter() {
  followableLanding();
  const serverRendered = window.__staticRouterHydrationData !== undefined;
  return ejectThrough(
    createBrowserRouter(routes, serverRendered ? {} : { hydrationData: shellData() }),
  );
}
