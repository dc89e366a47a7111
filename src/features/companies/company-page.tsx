import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import type { CompanyPage as CompanyPageData } from '@/api/contract/jobs';
import { buttonClass } from '@/components/button/button';
import { CompanyLogo } from '@/components/company-logo/company-logo';
import { DaysAgo } from '@/components/days-ago/days-ago';
import { PayText } from '@/components/pay-text/pay-text';
import { StatusPage } from '@/components/status-page/status-page';
import { RichText } from '@/components/rich-text/rich-text';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { textLanguage } from '@/lib/bidi';
import { usePageTitle } from '@/lib/page-title';
import { placeName } from '@/lib/place-name';
import { webLink } from '@/lib/web-link';
import { aboutHeading } from './about-heading';
import './company-page.css';
import { apiImageAddress } from '@/api/images';

export function CompanyPage({ page }: { page: CompanyPageData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { company } = page;
  const website = webLink(company.website);
  // The company's own words (its page's title, industry and text) are in the page's language.
  const lang = page.language ?? undefined;
  usePageTitle(company.name, t('company.about', { name: company.name }));

  return (
    <article className="company-page" aria-labelledby="company-name">
      <header className="company-page__hero">
        <div className="container company-page__hero-inner">
          <CompanyLogo name={company.name} src={apiImageAddress(company.logoUrl)} />
          <div className="company-page__identity">
            <h1 id="company-name">{company.name}</h1>
            <dl className="company-page__facts">
              {company.industry && (
                <div>
                  <dt>{t('company.industry')}</dt>
                  <dd {...textLanguage(lang)}>{company.industry}</dd>
                </div>
              )}
              {company.size && (
                <div>
                  <dt>{t('company.size')}</dt>
                  <dd>{company.size}</dd>
                </div>
              )}
              {website && (
                <div>
                  <dt>{t('company.website')}</dt>
                  <dd>
                    <a href={website.toString()} target="_blank" rel="noopener noreferrer">
                      {website.hostname.replace(/^www\./, '')}
                      <span className="visually-hidden"> {t('company.opensInNewTab')}</span>
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </div>
        </div>
      </header>

      <div className="container company-page__body">
        <section aria-labelledby="company-about">
          {/* The page's own title is the employer's words, in the page's language. */}
          <h2 id="company-about" {...textLanguage(aboutHeading(page) ? lang : undefined)}>
            {aboutHeading(page) ?? t('company.about', { name: company.name })}
          </h2>
          <RichText html={page.aboutHtml} className="company-page__about" lang={lang} />
        </section>

        <section aria-labelledby="company-jobs">
          <h2 id="company-jobs">{t('company.openJobs', { count: page.jobs.length })}</h2>
          {page.jobs.length === 0 ? (
            <p>{t('company.noJobs')}</p>
          ) : (
            <ul className="company-jobs">
              {page.jobs.map((job) => (
                <li key={job.id} className="company-jobs__item">
                  <h3 className="company-jobs__title" {...textLanguage(job.language)}>
                    <Link to={paths.job(job.slug)}>{job.title}</Link>
                  </h3>
                  <p className="company-jobs__meta">
                    {placeName(job.location, job.region)}
                    <span aria-hidden="true"> · </span>
                    <DaysAgo
                      value={job.publishedAt}
                      words={(when) => t('jobs.card.published', { when })}
                    />
                    <span aria-hidden="true"> · </span>
                    {t('company.applyBy', {
                      date: format.date(job.finalApplyDate, { dateStyle: 'medium' }),
                    })}
                  </p>
                  {job.pay && (
                    <p className="company-jobs__pay">
                      <PayText pay={job.pay} lang={job.language ?? undefined} />
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link
              to={{ pathname: paths.home(), search: `?company=${encodeURIComponent(company.id)}` }}
            >
              {t('company.searchJobs', { name: company.name })}
            </Link>
          </p>
        </section>
      </div>
    </article>
  );
}

/** The company route's error boundary. */
export function CompanyErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('company.notFoundTitle') : t('company.errorTitle');
  usePageTitle(title);
  return (
    <StatusPage
      className="container company-status"
      error={error}
      heading={title}
      text={notFound ? t('company.notFound') : t('errors.errorDisplayPage')}
      actions={
        <Link className={buttonClass()} to={paths.home()}>
          {t('errors.toHome')}
        </Link>
      }
    />
  );
}
