import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { DelayedFallback, useDelayedFlag } from '@/components/delayed-fallback/delayed-fallback';

/** True while a navigation has been pending for more than 200 ms (the loading delay). */
export function useNavigationPending(): boolean {
  return useDelayedFlag(useNavigation().state !== 'idle');
}

function ProgressBar() {
  const { t } = useTranslation();
  return <div className="navigation-progress" role="progressbar" aria-label={t('shell.loading')} />;
}

/** The slim bar at the top of the page while a slow navigation loads its route. */
export function NavigationProgress() {
  return useNavigationPending() ? <ProgressBar /> : null;
}

/**
 * The router's HydrateFallback, and anything else that waits for code: nothing for 200 ms, then
 * the bar, so a fast load never flashes an indicator.
 */
export function AppLoading() {
  return (
    <DelayedFallback>
      <ProgressBar />
    </DelayedFallback>
  );
}

/**
 * A public page's HydrateFallback, inside its layout: the header, footer and cookie banner are
 * there at once while the page's own code and data load. It holds the viewport's height, so the
 * footer starts below the fold and does not jump when the page arrives.
 */
export function PageLoading() {
  return (
    <div className="page-loading">
      <AppLoading />
    </div>
  );
}
