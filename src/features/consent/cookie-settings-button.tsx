import { useTranslation } from 'react-i18next';
import { openCookieSettings } from './consent-store';

/** The footer's way back to the choice; a change takes effect without a reload. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className ?? 'button button--link'}
      onClick={(event) => openCookieSettings(event.currentTarget)}
    >
      {t('consent.settingsLink')}
    </button>
  );
}
