import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiImageAddress } from '@/api/images';
import { categoryLabel } from '@/api/labels';
import type { JobSummary } from '@/api/contract/jobs';
import { CompanyLogo } from '@/components/company-logo/company-logo';
import { DaysAgo } from '@/components/days-ago/days-ago';
import { SkeletonLines } from '@/components/delayed-fallback/skeleton-lines';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { textLanguage } from '@/lib/bidi';
import { placeName } from '@/lib/place-name';
import { PayText } from '@/components/pay-text/pay-text';

/**
 * One job in a list, made to be scanned: the title, the employer beside its logo and the place,
 * the pay, the ad's first lines (not on a phone), then the kind of job and when it was published
 * and closes.
 */
export function JobCard({ job }: { job: JobSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The title and excerpt are the employer's words, in the ad's language; the rest is the portal's.
  const lang = job.language ?? undefined;
  return (
    <li className="job-card">
      <CompanyLogo
        name={job.company.name}
        src={apiImageAddress(job.company.logoUrl)}
        className="job-card__logo"
      />
      <h3 className="job-card__title" {...textLanguage(lang)}>
        <Link to={paths.job(job.slug)}>{job.title}</Link>
      </h3>
      <p className="job-card__meta">
        <span>{job.company.name}</span>
        <span aria-hidden="true"> · </span>
        <span>{placeName(job.location, job.region)}</span>
      </p>
      {job.pay && (
        <p className="job-card__pay">
          <PayText pay={job.pay} lang={lang} />
        </p>
      )}
      {job.excerpt && (
        <p className="job-card__excerpt" {...textLanguage(lang)}>
          {job.excerpt}
        </p>
      )}
      <ul className="job-card__tags" aria-label={t('jobs.card.details')}>
        {job.category && <li className="tag">{categoryLabel(job.category, format.locale)}</li>}
        <li className="tag">
          {t(`jobs.employmentTypes.${job.employmentType}`, { defaultValue: job.employmentType })}
        </li>
        <li className="tag tag--plain">
          <DaysAgo value={job.publishedAt} words={(when) => t('jobs.card.published', { when })} />
        </li>
        <li className="tag tag--plain">
          {t('jobs.card.applyBy', {
            date: format.date(job.finalApplyDate, { dateStyle: 'medium' }),
          })}
        </li>
      </ul>
    </li>
  );
}

export function JobCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <ul className="job-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="job-card job-card--skeleton">
          <div className="skeleton skeleton--title" />
          <SkeletonLines count={2} />
        </li>
      ))}
    </ul>
  );
}
