import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function SiteLogo() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home()} className="site-logo" aria-label={t('app.homeLink')}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M9 12h14v11a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z M13 12V9.5A1.5 1.5 0 0 1 14.5 8h3A1.5 1.5 0 0 1 19 9.5V12"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
        />
      </svg>
      <span className="site-logo__name">{t('app.name')}</span>
    </Link>
  );
}
