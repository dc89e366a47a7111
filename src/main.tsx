import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import {
  dropServerHeadOnLeaving,
  loadMatchedRoutes,
  takeServerRenderedData,
} from '@/app/hydration';
import { createPortalRouter, routes } from '@/app/router';
import { loadLocaleData } from '@/i18n/format';
import { initI18n } from '@/i18n/i18n';
import { FALLBACK_LOCALE } from '@/i18n/languages';
import { HydrationRoot } from '@/lib/use-hydrated';
import { takeEmailedLinkTokenFromAddressBar } from '@/lib/emailed-link';
import { yieldToBrowser } from '@/lib/tasks';
import './styles/global.css';

async function boot() {
  takeEmailedLinkTokenFromAddressBar();
  const serverRendered = takeServerRenderedData();
  // A server-rendered page is in the language the edge chose (the same rule, cookie first, then
  // the browser's languages): hydration renders in that one.
  const languageReady = initI18n(serverRendered ? document.documentElement.lang : undefined);
  // The demo API is its own chunk, fetched only by builds that run it; the flag is read literally
  // so a production build drops the import. Its worker must be answering before the router makes
  // the first call.
  if (import.meta.env.VITE_DEMO_API === 'true') {
    // eslint-disable-next-line import-x/no-restricted-paths -- the demo's own entry (above)
    await import('./mocks/browser').then((module) => module.startDemoApi());
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');

  if (serverRendered) {
    const [i18n] = await Promise.all([languageReady, loadMatchedRoutes(routes)]);
    // The page's first Intl formatter loads the locale's data, which takes far longer than any
    // render: in a task of its own it leaves hydration's slices short (docs/decisions/014).
    await yieldToBrowser();
    loadLocaleData(i18n.resolvedLanguage ?? FALLBACK_LOCALE);
    await yieldToBrowser();
    const router = createPortalRouter();
    dropServerHeadOnLeaving(router);
    // As a transition React hydrates in slices, yielding to the browser between them, instead of
    // in one long task that keeps a cheap phone from answering a tap.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <HydrationRoot>
              <RouterProvider router={router} />
            </HydrationRoot>
          </I18nextProvider>
        </StrictMode>,
      );
    });
    return;
  }

  // The router starts at once: the first page's code and data load while the language file does.
  const router = createPortalRouter();
  const i18n = await languageReady;
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void boot();
