import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { ModalStackProvider } from '@/components/modal/modal-stack';
import { ToastProvider } from '@/components/toast/toast';
import { AuthDialogHost } from '@/features/auth/auth-dialog-host';
import { CookieBannerSlot } from '@/features/consent/cookie-banner-slot';
import { addressWithoutSecrets } from '@/lib/page-view-url';
import { useTitleState } from '@/lib/page-title';
import { useReadAgainOnLanguageSwitch, useReadAgainOnSessionChange } from '../revalidation';
import { useRouteHandle } from '../route-handle';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { NavigationProgress } from './navigation-pending';
import { LeaveUnsavedQuestion } from './leave-unsaved-question';
import { useConsentGatedAnalytics, useNewBuildReload } from './use-shell-effects';
import './shell.css';

/** The meta description a server-rendered page came with is replaced as soon as the page changes. */
function setMetaDescription(text: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

function useDocumentHead() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { pageTitle, description, errorCount } = useTitleState();
  const base = pageTitle ?? (handle ? t(handle.title) : null);
  // A soft hyphen marks where a long compound may break in a heading; a tab's name is one line.
  const title = [base, t('app.name')].filter(Boolean).join(' – ').replaceAll('\u00ad', '');
  useEffect(() => {
    document.title = errorCount > 0 ? `${t('form.errorPrefix')} ${title}` : title;
  }, [title, errorCount, t]);
  const metaDescription = description ?? t('app.description');
  useEffect(() => setMetaDescription(metaDescription), [metaDescription]);
}

/**
 * Every page opened fresh in a tab (a typed address, a link from an employer's career site)
 * starts with the router's key "default"; keyed by that alone it would inherit the scroll
 * position of whatever page the tab showed last. Such entries are keyed by their address instead,
 * without secrets: the router keeps these keys in the tab's storage, and an emailed link's token
 * or a search must not stay there.
 */
function scrollPositionKey(location: Location): string {
  return location.key === 'default'
    ? addressWithoutSecrets(location.pathname, location.search)
    : location.key;
}

export function AppShell() {
  const { t } = useTranslation();
  useDocumentHead();
  useFocusHeadingOnNavigation();
  useConsentGatedAnalytics();
  useNewBuildReload();
  useReadAgainOnSessionChange();
  useReadAgainOnLanguageSwitch();

  return (
    <ModalStackProvider>
      <ToastProvider>
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        {/* First in focus order after the skip link; fixed at the bottom without covering anything. */}
        <CookieBannerSlot />
        <NavigationProgress />
        <Outlet />
        <AuthDialogHost />
        <LeaveUnsavedQuestion />
        <ScrollRestoration getKey={scrollPositionKey} />
      </ToastProvider>
    </ModalStackProvider>
  );
}
