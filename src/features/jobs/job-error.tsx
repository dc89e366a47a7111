import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import './job-page.css';

/** The job route's error boundary: an unknown slug, or an ad that could not be fetched. */
export function JobErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(notFound ? t('jobs.job.notFoundTitle') : t('jobs.job.errorTitle'));
  return (
    <div className="container job-status">
      <h1>{notFound ? t('jobs.job.notFoundTitle') : t('jobs.job.errorTitle')}</h1>
      <p>{notFound ? t('jobs.job.notFound') : t('jobs.job.error')}</p>
      <Link className="button" to={paths.home()}>
        {t('errors.toHome')}
      </Link>
    </div>
  );
}
