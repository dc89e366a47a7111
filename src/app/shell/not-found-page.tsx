import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button/button';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <h1>{t('errors.notFound')}</h1>
      <p>{t('errors.notFoundHint')}</p>
      <Link className={buttonClass()} to={paths.home()}>
        {t('errors.toHome')}
      </Link>
    </div>
  );
}
