import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@/api/session';
import type { Job } from '@/api/contract/jobs';
import { buttonClass } from '@/components/button/button';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { usePageTitle } from '@/lib/page-title';
import { isThankYouState } from './thank-you-state';
import './thank-you-page.css';

interface ThankYouCardProps {
  heading: string;
  /** What was or was not sent, for which job. */
  lead: string;
  children: ReactNode;
}

function ThankYouCard({ heading, lead, children }: ThankYouCardProps) {
  return (
    <div className="container thank-you">
      <div className="thank-you__card">
        <h1>{heading}</h1>
        <p className="thank-you__lead">{lead}</p>
        {children}
      </div>
    </div>
  );
}

/** The job of the page, when it could be fetched; `gone` when the service has no such job. */
export interface ThankYouJob {
  job: Job | null;
  gone: boolean;
}

/**
 * The address opened without an application just sent (a bookmark, a shared link, a new tab):
 * no thanks for something that did not happen, but the ways on.
 */
function NothingSent({ slug, job, gone }: { slug: string } & ThankYouJob) {
  const { t } = useTranslation();
  // Not the route's "Thank you" in the tab either.
  usePageTitle(t('apply.thankYou.nothingSentHeading'));
  return (
    <ThankYouCard
      heading={t('apply.thankYou.nothingSentHeading')}
      lead={
        job
          ? t('apply.thankYou.nothingSentForJob', { title: job.title, company: job.company.name })
          : gone
            ? t('apply.thankYou.nothingSentJobGone')
            : t('apply.thankYou.nothingSent')
      }
    >
      <p className="cluster thank-you__links">
        {gone ? (
          <Link className={buttonClass()} to={paths.home()}>
            {t('apply.thankYou.moreJobs')}
          </Link>
        ) : (
          <Link className={buttonClass()} to={paths.job(slug)}>
            {t('apply.thankYou.toJob')}
          </Link>
        )}
        <Link className={buttonClass('secondary')} to={paths.applications()}>
          {t('apply.thankYou.myApplications')}
        </Link>
      </p>
    </ThankYouCard>
  );
}

/**
 * After applying: what happens next, and a way to follow the application. The confirmation is
 * shown only to whoever just sent one: the apply form hands it over in the history entry's state
 * (which a reload keeps and a typed or shared address does not have).
 */
export function ThankYouPage({ slug, job, gone }: { slug: string } & ThankYouJob) {
  const location = useLocation();
  if (!isThankYouState(location.state)) return <NothingSent slug={slug} job={job} gone={gone} />;
  return (
    <Confirmation slug={slug} job={job} gone={gone} hasAccount={location.state.linkedToAccount} />
  );
}

interface ConfirmationProps extends ThankYouJob {
  slug: string;
  /** The email belongs to an account: following the application starts with logging in. */
  hasAccount: boolean;
}

function Confirmation({ slug, job, gone, hasAccount }: ConfirmationProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const location = useLocation();
  // The login or the new account opens over this page, which stays the confirmation under it.
  const authLink = (view: 'create-account' | 'login') => ({
    to: `${location.pathname}?auth=${view}`,
    state: location.state,
  });

  // Following the application: in My applications, after logging in, or with a new account.
  const follow = session.authenticated
    ? {
        text: t('apply.thankYou.followLoggedIn'),
        link: { to: paths.applications() },
        label: t('apply.thankYou.myApplications'),
      }
    : hasAccount
      ? {
          text: t('apply.thankYou.followExistingAccount'),
          link: authLink('login'),
          label: t('apply.thankYou.login'),
        }
      : {
          text: t('apply.thankYou.followAnonymous'),
          link: authLink('create-account'),
          label: t('apply.thankYou.createAccount'),
        };

  return (
    <ThankYouCard
      heading={t('apply.thankYou.heading')}
      lead={
        job
          ? t('apply.thankYou.leadForJob', { title: job.title, company: job.company.name })
          : t('apply.thankYou.lead')
      }
    >
      <p>{t('apply.thankYou.receiptSent')}</p>

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
        <p>{follow.text}</p>
        <Link className={buttonClass()} {...follow.link}>
          {follow.label}
        </Link>
      </section>

      <p className="cluster thank-you__links">
        {!gone && <Link to={paths.job(slug)}>{t('apply.thankYou.backToJob')}</Link>}
        <Link to={paths.home()}>{t('apply.thankYou.moreJobs')}</Link>
      </p>
    </ThankYouCard>
  );
}
