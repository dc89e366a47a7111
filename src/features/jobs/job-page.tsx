import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button/button';
import { mailLink } from '@/lib/web-link';
import { Link } from 'react-router-dom';
import { apiImageAddress } from '@/api/images';
import { categoryLabel } from '@/api/labels';
import type { Job } from '@/api/contract/jobs';
import { CompanyLogo } from '@/components/company-logo/company-logo';
import { DaysAgo } from '@/components/days-ago/days-ago';
import { RichText } from '@/components/rich-text/rich-text';
import { useToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { textLanguage } from '@/lib/bidi';
import { usePageTitle } from '@/lib/page-title';
import { usePortalOrigin } from '@/lib/portal-origin';
import { placeName } from '@/lib/place-name';
import { useHydrated } from '@/lib/use-hydrated';
import { useJobPostingJsonLd } from './job-head';
import { describeJob, isJobClosed } from './job-posting';
import { PayText } from '@/components/pay-text/pay-text';
import { SimilarJobs } from './similar-jobs';
import './job-page.css';

interface JobPageProps {
  job: Job;
  /** The apply form, loaded on its own so the ad shows before formik and yup have arrived. */
  applyForm: ReactNode;
  /** The hero's link (a HeroApplyLink), once the page knows whether the visitor has applied. */
  heroLink?: ReactNode;
}

/** The job ad (layout none): where most visitors arrive, on a phone, from a career site. */
export function JobPage({ job, applyForm, heroLink = <HeroApplyLink /> }: JobPageProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [openedAt] = useState(() => Date.now());
  const closed = isJobClosed(job, openedAt);

  // The tab, a bookmark and a share name the employer too: many ads share a title.
  const name = `${job.title} – ${job.company.name}`;
  usePageTitle(name, describeJob(job));
  useJobPostingJsonLd(job);

  // The employer's words (title, ad) are in the ad's language, the portal's in the visitor's.
  const lang = job.language ?? undefined;
  const companyHref = paths.company(job.company.id, job.company.pageSlug);
  const place = placeName(job.location, job.region);
  const facts: Array<[string, ReactNode]> = [
    [t('jobs.job.company'), <Link to={companyHref}>{job.company.name}</Link>],
    [t('jobs.job.location'), job.location],
    // A region named as its city ("Stockholm") is said once.
    [t('jobs.job.region'), place === job.location ? null : job.region],
    [t('jobs.job.category'), job.category && categoryLabel(job.category, format.locale)],
    [
      t('jobs.job.employmentType'),
      t(`jobs.employmentTypes.${job.employmentType}`, { defaultValue: job.employmentType }),
    ],
    [t('jobs.job.pay'), job.pay && <PayText pay={job.pay} lang={lang} />],
    [t('jobs.job.published'), <DaysAgo value={job.publishedAt} />],
    [t('jobs.job.finalApplyDate'), format.date(job.finalApplyDate, { dateStyle: 'long' })],
  ];

  return (
    <article className="job-page" aria-labelledby="job-title">
      <header className="job-page__hero">
        <div className="container">
          <p className="job-page__back">
            <Link to={paths.home()}>
              <span aria-hidden="true">←</span>
              {t('jobs.job.allJobs')}
            </Link>
          </p>
          <div className="job-page__heading">
            <h1 id="job-title" className="job-page__title" {...textLanguage(lang)}>
              {job.title}
            </h1>
            <CompanyLogo
              name={job.company.name}
              src={apiImageAddress(job.company.logoUrl)}
              className="job-page__logo"
            />
            <p className="job-page__company">
              <Link to={companyHref}>{job.company.name}</Link>
              <span aria-hidden="true"> · </span>
              {place}
            </p>
          </div>
          {!closed && heroLink}
        </div>
      </header>

      <div className="container job-page__body">
        <div className="job-page__main">
          {closed && <ClosedNotice />}
          <section aria-labelledby="job-ad-heading">
            {/* Named for screen readers; visually the ad's own headings follow the title. */}
            <h2 id="job-ad-heading" className="visually-hidden">
              {t('jobs.job.aboutJob')}
            </h2>
            <RichText html={job.adHtml} lang={lang} />
          </section>
          {(job.contactName || job.contactEmail) && (
            <section aria-labelledby="job-contact-heading">
              <h2 id="job-contact-heading">{t('jobs.job.contact')}</h2>
              <p>
                {job.contactName}
                {job.contactName && job.contactEmail && <br />}
                {job.contactEmail &&
                  (mailLink(job.contactEmail) ? (
                    <a href={mailLink(job.contactEmail)!}>{job.contactEmail}</a>
                  ) : (
                    <bdi>{job.contactEmail}</bdi>
                  ))}
              </p>
            </section>
          )}
          <ShareLinks job={job} name={name} />
        </div>

        <aside className="job-page__side" aria-labelledby="job-facts-heading">
          <h2 id="job-facts-heading" className="visually-hidden">
            {t('jobs.job.facts')}
          </h2>
          <dl className="job-facts">
            {/* A fact the job does not have (no category) is left out, not shown empty. */}
            {facts
              .filter(([, value]) => value !== null && value !== undefined && value !== '')
              .map(([term, value]) => (
                <div key={term} className="job-facts__row">
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </aside>

        {!closed && (
          <section
            id="apply"
            className="job-page__apply"
            aria-labelledby="apply-heading"
            tabIndex={-1}
          >
            <h2 id="apply-heading">{t('jobs.job.applyHeading')}</h2>
            {/* The form runs in the browser: a page opened without scripts says how to apply. */}
            <noscript>
              <p className="notice">{t('jobs.job.applyNeedsScript')}</p>
            </noscript>
            {applyForm}
          </section>
        )}

        {/* After the ad and the form; for a closed job, in the form's place: the way on. */}
        <SimilarJobs job={job} />
      </div>
    </article>
  );
}

interface HeroApplyLinkProps {
  /**
   * The visitor's application for this job, when they have one: its id, or null when only this
   * visit knows of it (sent without a login), and the notice in the form's place says the rest.
   */
  applied?: { applicationId: string | null };
}

/**
 * The hero's link: to the form below, or, for a visitor who has applied, to that application.
 * The same place and size either way, so the page does not move when the app learns which.
 */
export function HeroApplyLink({ applied }: HeroApplyLinkProps) {
  const { t } = useTranslation();
  if (!applied)
    return (
      <a className={buttonClass('primary', 'job-page__apply-link')} href="#apply">
        {t('jobs.job.applyNow')}
      </a>
    );
  const className = buttonClass('secondary', 'job-page__apply-link');
  if (applied.applicationId === null)
    return (
      <a className={className} href="#apply">
        {t('jobs.job.applied')}
      </a>
    );
  return (
    <Link className={className} to={paths.applicationDetails(applied.applicationId)}>
      {t('jobs.job.applied')}{' '}
      <span className="visually-hidden">{t('jobs.job.seeApplication')}</span>
    </Link>
  );
}

function ClosedNotice() {
  const { t } = useTranslation();
  return (
    <div className="notice notice--warning job-page__closed">
      <p className="job-page__closed-title">{t('jobs.job.closedTitle')}</p>
      <p>{t('jobs.job.closed')}</p>
      <Link to={paths.home()}>{t('jobs.job.seeOpenJobs')}</Link>
    </div>
  );
}

/**
 * Copy link (the Clipboard API, confirmed in a toast, which is a live region), the device's own
 * share sheet where the browser has one (the Web Share API: phones, and desktops on some systems),
 * and plain share URLs for a professional and a social network (LinkedIn and Facebook): nothing
 * from either loads until the visitor follows a link.
 */
function ShareLinks({ job, name }: { job: Job; name: string }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const url = new URL(paths.job(job.slug), usePortalOrigin()).toString();
  // The device's share sheet is offered once the page runs in the browser that has one.
  const canShare = useHydrated() && typeof navigator.share === 'function';
  const links = [
    {
      name: t('jobs.job.shareLinkedIn'),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    },
    {
      name: t('jobs.job.shareFacebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
  ];

  const copyLink = async () => {
    try {
      // Missing outside a secure context, refused without permission: both say so in the toast.
      await navigator.clipboard.writeText(url);
      showToast(t('jobs.job.linkCopied'), 'success');
    } catch {
      showToast(t('jobs.job.copyFailed'), 'error');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: name, url });
    } catch (error) {
      // Closing the share sheet without choosing is no error.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      showToast(t('errors.generic'), 'error');
    }
  };

  return (
    <section aria-labelledby="job-share-heading">
      <h2 id="job-share-heading">{t('jobs.job.share')}</h2>
      <ul className="cluster job-page__share">
        <li>
          <Button variant="secondary" onClick={copyLink}>
            {t('jobs.job.copyLink')}
          </Button>
        </li>
        {canShare && (
          <li>
            <Button variant="secondary" onClick={share}>
              {t('jobs.job.shareVia')}
            </Button>
          </li>
        )}
        {links.map((link) => (
          <li key={link.href}>
            <a
              className={buttonClass('secondary')}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.name}
              <span className="visually-hidden"> {t('jobs.job.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
