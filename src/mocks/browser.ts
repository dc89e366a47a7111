import { setupWorker } from 'msw/browser';
import { loadLocaleParts } from '@/i18n/i18n';
import { allowByDefault } from '@/lib/trusted-types';
import { addFaultRulesFromUrl } from './faults';
import { handlers } from './handlers';

/** How long the demo waits for its worker to control the page before it starts regardless. */
const CONTROL_WAIT_MS = 5000;

/**
 * The demo API in the browser: a service worker answers every auth and main-API call from the
 * stored demo data, and the demo inbox shows what the demo "sent".
 */
export async function startDemoApi(): Promise<void> {
  addFaultRulesFromUrl(window.location.search);
  // msw asks the browser to update an already registered worker without awaiting it; a reload
  // or a link opened during that update rejects it ("Not found") with nothing lost: the
  // registered worker keeps answering. Only that rejection is silenced.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (
      reason instanceof TypeError &&
      reason.message.startsWith('Failed to update a ServiceWorker')
    )
      event.preventDefault();
  });
  const workerScript = new URL('/mockServiceWorker.js', window.location.origin).href;
  allowByDefault((url) => new URL(url, window.location.href).href === workerScript);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  // Calls reach the worker only once it controls this page, and start() can resolve before: after
  // a hard reload (msw then reloads the page) or while the last page's worker unregisters itself
  // (the new worker claims the page). Until then nothing may call the "server": a call would go to
  // the static host. A worker that never takes control must not leave the page blank.
  if (!navigator.serviceWorker.controller)
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
      window.setTimeout(resolve, CONTROL_WAIT_MS);
    });
  // The inbox is its own chunk: the portal's first render does not wait for it.
  void Promise.all([import('./inbox/mount'), loadLocaleParts('demo')]).then(([module]) =>
    module.mountDemoInbox(),
  );
}
