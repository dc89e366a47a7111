import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router-dom';
import { Button, buttonClass } from '@/components/button/button';
import { StatusPage } from '@/components/status-page/status-page';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import './job-page.css';

/**
 * The job route's error boundary: an unknown slug, or an ad that could not be fetched. The
 * latter may pass (a network blip, a busy API), so it offers to fetch the ad again in place.
 */
export function JobErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const retrying = revalidator.state === 'loading';
  usePageTitle(notFound ? t('jobs.job.notFoundTitle') : t('jobs.job.errorTitle'));

  // A retry that works replaces this page, and the button with it: the focus goes to the page's
  // main region then, never to <body>.
  useEffect(
    () => () => {
      window.requestAnimationFrame(() => {
        if (document.activeElement === document.body)
          document.getElementById('main')?.focus({ preventScroll: true });
      });
    },
    [],
  );

  return (
    <StatusPage
      className="container job-status"
      error={error}
      heading={notFound ? t('jobs.job.notFoundTitle') : t('jobs.job.errorTitle')}
      text={notFound ? t('jobs.job.notFound') : t('jobs.job.error')}
      actions={
        <>
          {!notFound && (
            <Button onClick={() => void revalidator.revalidate()}>{t('errors.reload')}</Button>
          )}
          <Link className={buttonClass(notFound ? 'primary' : 'secondary')} to={paths.home()}>
            {t('errors.toHome')}
          </Link>
        </>
      }
    >
      <p className="visually-hidden" role="status">
        {retrying ? t('app.loading') : ''}
      </p>
    </StatusPage>
  );
}
