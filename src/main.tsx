import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { dropEdgeHeadOnLeaving, firstPageReady, isEdgeRendered } from '@/app/edge-handoff';
import { createPortalRouter } from '@/app/router';
import { prepareFormatters } from '@/i18n/format';
import { initI18n } from '@/i18n/i18n';
import { takeEmailedLinkTokenFromAddressBar } from '@/lib/emailed-link';
import { yieldToBrowser } from '@/lib/tasks';
import './styles/global.css';

/**
 * Calls `onCommitted` once React has put the first page on screen: work that must not hold up
 * that paint but should be done before the page's data arrives goes there.
 */
function AfterFirstCommit({
  onCommitted,
  children,
}: {
  onCommitted: () => void;
  children: ReactNode;
}) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}

async function boot() {
  takeEmailedLinkTokenFromAddressBar();
  await yieldToBrowser();
  const languageReady = initI18n();
  // The demo API is its own chunk, fetched only by builds that run it (contract §1); the flag is
  // read literally so a production build drops the import. Its worker must be answering before
  // the router makes the first call.
  if (import.meta.env.VITE_DEMO_API === 'true') {
    // eslint-disable-next-line import-x/no-restricted-paths -- the demo's own entry (above)
    await import('./mocks/browser').then((module) => module.startDemoApi());
  }
  // The router starts next: the first route's code and data load while the language file does.
  await yieldToBrowser();
  const router = createPortalRouter();
  const i18n = await languageReady;
  // Starting the router runs the first page's loaders (its first API call); the root and the
  // first render follow in tasks of their own.
  await yieldToBrowser();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  let afterShellPainted = (): void => undefined;
  if (isEdgeRendered(container)) {
    dropEdgeHeadOnLeaving(router);
    // While the first page's data is on its way.
    await Promise.all([prepareFormatters(locale), firstPageReady(router)]);
  } else if (router.state.initialized) {
    // The first page's data is in already, so the first render shows the page itself, its
    // numbers and dates included: without this it would make the first formatter inside one of
    // its slices, 10–15 ms in one call.
    await prepareFormatters(locale);
  } else {
    // Once the shell has painted (it needs none), while the page's data is on its way: made
    // before the shell, they would hold up the banner, the first visit's largest paint.
    afterShellPainted = () => void prepareFormatters(locale);
  }
  const root = createRoot(container);
  // As a transition React renders the first page in slices, yielding to the browser between
  // them, instead of in one long task that keeps a cheap phone from answering a tap.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AfterFirstCommit onCommitted={afterShellPainted}>
          <RouterProvider router={router} />
        </AfterFirstCommit>
      </StrictMode>,
    );
  });
}

void boot();
