import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button/button';
import { StatusPage } from '@/components/status-page/status-page';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      heading={t('errors.notFound')}
      text={t('errors.notFoundHint')}
      actions={
        <Link className={buttonClass()} to={paths.home()}>
          {t('errors.toHome')}
        </Link>
      }
    />
  );
}
