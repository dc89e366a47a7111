import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { acknowledgeEndedSession } from '@/api/session';
import { preloadModalDialog } from '@/components/modal/modal';
import { loadLocaleParts } from '@/i18n/i18n';
import { emitAppEvent } from '@/lib/events';
import { useHydrated } from '@/lib/use-hydrated';
import { readAuthLocation, type AuthView } from './auth-url';

// The forms (formik, yup, the QR code) load only when a view is opened, not with every page.
const AuthDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('./auth-dialog'),
    loadLocaleParts('auth', 'validation'),
    // The dialog it opens in, fetched beside it rather than after it.
    preloadModalDialog(),
  ]);
  return { default: module.AuthDialog };
});

/**
 * Mounted once in the app shell: opens the auth dialog whenever the URL names a view
 * (`?auth=login` …) and tells the rest of the app which view is selected.
 */
export function AuthDialogHost() {
  const [searchParams] = useSearchParams();
  const { view } = readAuthLocation(searchParams);
  const previousView = useRef<AuthView | null>(null);
  // A dialog opens over the page in the browser only: a server render has no place to put it.
  const hydrated = useHydrated();

  useEffect(() => {
    const previous = previousView.current;
    previousView.current = view;
    if (previous === view) return;
    emitAppEvent('set-selected-auth-view', view);
    if (!view) acknowledgeEndedSession();
    // Nothing typed in the dialog outlives it in memory. The dialog's chunk has loaded the
    // module by then; importing it here too would put it in every page's first download.
    if (!view)
      import('./flow-storage').then(
        (module) => module.forgetFlowMemory(),
        () => undefined, // not loaded: then nothing was kept either
      );
  }, [view]);

  if (!view || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
