import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@/api/session';
import type { Job } from '@/api/types';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { isThankYouState } from './thank-you-state';
import './thank-you-page.css';

/** After applying: what happens next, and a way to follow the application. */
export function ThankYouPage({ slug, job }: { slug: string; job: Job | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const location = useLocation();
  const authHref = (view: 'create-account' | 'login') => `${location.pathname}?auth=${view}`;
  const hasAccount = isThankYouState(location.state) && location.state.linkedToAccount;

  return (
    <div className="container thank-you">
      <div className="thank-you__card">
        <h1>{t('apply.thankYou.heading')}</h1>
        <p className="thank-you__lead">
          {job
            ? t('apply.thankYou.leadForJob', { title: job.title, company: job.company.name })
            : t('apply.thankYou.lead')}
        </p>

        <section aria-labelledby="thank-you-next">
          <h2 id="thank-you-next">{t('apply.thankYou.nextHeading')}</h2>
          <ol className="thank-you__steps">
            <li>{t('apply.thankYou.stepReview')}</li>
            <li>
              {job
                ? t('apply.thankYou.stepDeadline', {
                    date: format.date(job.finalApplyDate, { dateStyle: 'long' }),
                  })
                : t('apply.thankYou.stepDeadlineUnknown')}
            </li>
            <li>{t('apply.thankYou.stepContact')}</li>
          </ol>
        </section>

        <section aria-labelledby="thank-you-follow" className="thank-you__follow">
          <h2 id="thank-you-follow">{t('apply.thankYou.followHeading')}</h2>
          {session.authenticated ? (
            <>
              <p>{t('apply.thankYou.followLoggedIn')}</p>
              <Link className="button" to={paths.applications()}>
                {t('apply.thankYou.myApplications')}
              </Link>
            </>
          ) : hasAccount ? (
            <>
              <p>{t('apply.thankYou.followExistingAccount')}</p>
              <Link className="button" to={authHref('login')}>
                {t('apply.thankYou.login')}
              </Link>
            </>
          ) : (
            <>
              <p>{t('apply.thankYou.followAnonymous')}</p>
              <Link className="button" to={authHref('create-account')}>
                {t('apply.thankYou.createAccount')}
              </Link>
            </>
          )}
        </section>

        <p className="cluster thank-you__links">
          <Link to={paths.job(slug)}>{t('apply.thankYou.backToJob')}</Link>
          <Link to={paths.home()}>{t('apply.thankYou.moreJobs')}</Link>
        </p>
      </div>
    </div>
  );
}
