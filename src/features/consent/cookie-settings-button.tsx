import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { openCookieSettings } from './consent-store';

/**
 * The footer's way back to the choice; a change takes effect without a reload. `className` adds
 * to the link-styled button's classes.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="link"
      className={className}
      onClick={(event) => openCookieSettings(event.currentTarget)}
    >
      {t('consent.settingsLink')}
    </Button>
  );
}
