import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { dropEdgeHeadOnLeaving, firstPageReady, isEdgeRendered } from '@/app/edge-handoff';
import { createPortalRouter } from '@/app/router';
import { prepareFormatters } from '@/i18n/format';
import { initI18n } from '@/i18n/i18n';
import { takeEmailedLinkTokenFromAddressBar } from '@/lib/emailed-link';
import './styles/global.css';

/**
 * Ends the current task and lets the browser run what is waiting (input, a frame) before the
 * rest of the boot: the modules' evaluation, the language's start and the router's are three
 * tasks instead of one long one that a tap would wait behind (total blocking time, decision 006).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs a task once the main thread is idle (or at the next task where the browser cannot say). */
const whenIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task);
};

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
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  if (isEdgeRendered(container)) {
    dropEdgeHeadOnLeaving(router);
    // While the first page's data is on its way.
    prepareFormatters(locale, (task) => setTimeout(task));
    await firstPageReady(router);
  } else {
    // Once the shell has painted (it needs neither), before the page's data arrives.
    prepareFormatters(locale, whenIdle);
  }
  const root = createRoot(container);
  // As a transition React renders the first page in slices, yielding to the browser between
  // them, instead of in one long task that keeps a cheap phone from answering a tap.
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

void boot();
