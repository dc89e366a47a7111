import { categoryLabel } from '@/api/labels';
import type { CompanyPage, Job, JobSummary } from '@/api/contract/jobs';
import { paths } from '@/config/paths';
import type { Locale } from '@/i18n/languages';
import { isJobClosed } from '@/features/jobs/job-posting';
import { aboutHeading } from '@/features/companies/about-heading';
import { monogram } from '@/components/company-logo/monogram';
import { mailLink, webLink } from '@/lib/web-link';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { html, SafeHtml } from './html';
import type { Translate } from './strings';

/**
 * The public pages as HTML, in the app's own markup and classes (features/jobs/job-page,
 * features/companies/company-page, app/layouts), so they paint before any script and the app
 * takes them over without a shift. Every API text goes through `html`, which escapes it; the
 * employer's HTML through the edge sanitiser.
 */
export interface PageContext {
  t: Translate;
  locale: Locale;
  /** Dates as the app formats them; the edge takes the Nordic time zone, the app the visitor's. */
  date: (value: string, style: 'long' | 'medium') => string;
  /** A logo address the page may show (the main API's or the portal's), else null. */
  logo: (value: string | null) => string | null;
  now: number;
}

export function dateFormatter(locale: Locale): PageContext['date'] {
  const formats = {
    long: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Stockholm' }),
    medium: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Stockholm' }),
  };
  return (value, style) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : formats[style].format(date);
  };
}

const LOGO_MARK = html`<svg
  viewBox="0 0 32 32"
  width="32"
  height="32"
  aria-hidden="true"
  focusable="false"
>
  <rect width="32" height="32" rx="8" fill="currentColor"></rect>
  <path
    d="M9 12h14v11a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z M13 12V9.5A1.5 1.5 0 0 1 14.5 8h3A1.5 1.5 0 0 1 19 9.5V12"
    fill="none"
    stroke="#fff"
    stroke-width="2"
  ></path>
</svg>`;

const siteLogo = ({ t }: PageContext) =>
  html`<a href="/" class="site-logo" aria-label="${t('app.homeLink')}"
    >${LOGO_MARK}<span class="site-logo__name">${t('app.name')}</span></a
  >`;

/**
 * The cookie banner's first view as features/consent/cookie-banner renders it, in the shell's
 * place (after the skip link). On a first visit it is the largest thing on a phone's screen, so
 * it paints with the page instead of after the app. It shows only under `html.consent-due`,
 * which the boot script sets for a visitor who has not chosen (boot-script.ts): the page is the
 * same for everyone, and a visitor who has chosen never sees it. The app renders the same banner
 * in its first render and the buttons work from then on.
 */
const consentBanner = ({ t }: PageContext) => {
  const toggle = (id: string, label: string) =>
    html`<div class="consent-switch">
      <input id="${id}" type="checkbox" role="switch" class="consent-switch__input" checked />
      <div><label for="${id}" class="consent-switch__label">${label}</label></div>
    </div>`;
  return html`<section
    class="consent-banner consent-banner--edge"
    aria-labelledby="edge-consent-title"
  >
    <div class="container consent-banner__inner">
      <h2 id="edge-consent-title" class="consent-banner__title">${t('consent.title')}</h2>
      <p class="consent-banner__text">${t('consent.text')}</p>
      <fieldset class="consent-banner__switches">
        <legend class="visually-hidden">${t('consent.categories')}</legend>
        ${toggle('edge-consent-statistics', t('consent.statistics'))}
        ${toggle('edge-consent-marketing', t('consent.marketing'))}
      </fieldset>
      <div class="consent-banner__actions">
        <button type="button" class="button">${t('consent.accept')}</button>
        <button type="button" class="button button--secondary">${t('consent.decline')}</button>
        <button type="button" class="button button--link">${t('consent.handle')}</button>
      </div>
    </div>
  </section>`;
};

/** What the app shell puts before every layout (app/shell/app-shell). */
const shellStart = (context: PageContext) =>
  html`<a class="skip-link" href="#main">${context.t('app.skipToContent')}</a>${consentBanner(
      context,
    )}`;

/** Layout "none" (job and company pages): the logo bar, then the page. */
const bareLayout = (context: PageContext, page: SafeHtml) =>
  html`${shellStart(context)}
    <div class="layout layout--bare">
      <header class="bare-bar">
        <div class="container bare-bar__inner">${siteLogo(context)}</div>
      </header>
      <main id="main" tabindex="-1" class="layout__main">${page}</main>
    </div>`;

/** The default layout (the job list, the not-found page): header with the main links. */
const defaultLayout = (context: PageContext, page: SafeHtml) => {
  const { t } = context;
  return html`${shellStart(context)}
    <div class="layout layout--default">
      <header class="site-header">
        <div class="container site-header__inner">
          ${siteLogo(context)}
          <nav class="site-nav site-header__wide" aria-label="${t('app.mainNavigation')}">
            <ul class="site-nav__list">
              <li><a href="/">${t('nav.jobs')}</a></li>
              <li><a href="/subscription">${t('nav.subscriptions')}</a></li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabindex="-1" class="layout__main container">${page}</main>
    </div>`;
};

/** components/company-logo as markup: the logo, or the initials when there is none to show. */
const companyLogo = (src: string | null, name: string, className?: string) => {
  const classes = (...names: string[]) => [...names, className].filter(Boolean).join(' ');
  return src
    ? html`<img class="${classes('company-logo')}" src="${src}" alt="" width="72" height="72" />`
    : html`<span class="${classes('company-logo', 'company-logo--monogram')}" aria-hidden="true"
        >${monogram(name)}</span
      >`;
};

const place = (job: JobSummary) => [job.location, job.region].filter(Boolean).join(', ');
/** The category's name in the visitor's language (api/labels), as the app shows it. */
const category = ({ locale }: PageContext, job: JobSummary) =>
  job.category ? categoryLabel(job.category, locale) : '';
/** A `lang` attribute for the employer's words (an ad's language); none when it is not known. */
const langOf = (language: string | null) => (language ? html`lang="${language}"` : '');
const employmentType = ({ t }: PageContext, job: JobSummary) => {
  const key = `jobs.employmentTypes.${job.employmentType}`;
  const text = t(key);
  return text === key ? job.employmentType : text;
};

export function jobPage(context: PageContext, job: Job): SafeHtml {
  const { t, date } = context;
  const closed = isJobClosed(job, context.now);
  // The employer's words (title, ad) are in the ad's language, the portal's in the visitor's.
  const lang = langOf(job.language);
  const companyHref = paths.company(job.company.id, job.company.pageSlug);
  const facts: Array<[string, SafeHtml | string]> = [
    [t('jobs.job.company'), html`<a href="${companyHref}">${job.company.name}</a>`],
    [t('jobs.job.location'), job.location],
    [t('jobs.job.region'), job.region],
    [t('jobs.job.category'), category(context, job)],
    [t('jobs.job.employmentType'), employmentType(context, job)],
    [t('jobs.job.finalApplyDate'), date(job.finalApplyDate, 'long')],
  ];
  const mail = mailLink(job.contactEmail);
  const contact =
    job.contactName || job.contactEmail
      ? html`<section aria-labelledby="job-contact-heading">
          <h2 id="job-contact-heading">${t('jobs.job.contact')}</h2>
          <p>
            ${job.contactName}${job.contactName && job.contactEmail ? html`<br />` : ''}${job.contactEmail ? (mail ? html`<a href="${mail}">${job.contactEmail}</a>` : html`<bdi>${job.contactEmail}</bdi>`) : ''}
          </p>
        </section>`
      : '';
  const closedNotice = closed
    ? html`<div class="notice notice--warning job-page__closed">
        <p class="job-page__closed-title">${t('jobs.job.closedTitle')}</p>
        <p>${t('jobs.job.closed')}</p>
        <a href="/">${t('jobs.job.seeOpenJobs')}</a>
      </div>`
    : '';
  return bareLayout(
    context,
    html`<article class="job-page" aria-labelledby="job-title">
      <header class="job-page__hero">
        <div class="container">
          <p class="job-page__back">
            <a href="/"><span aria-hidden="true">←</span>${t('jobs.job.allJobs')}</a>
          </p>
          <div class="job-page__heading">
            <h1 id="job-title" class="job-page__title" ${lang}>${job.title}</h1>
            ${companyLogo(context.logo(job.company.logoUrl), job.company.name, 'job-page__logo')}
            <p class="job-page__company">
              <a href="${companyHref}">${job.company.name}</a
              ><span aria-hidden="true"> · </span>${place(job)}
            </p>
          </div>
          ${closed ? '' : html`<a class="button job-page__apply-link" href="#apply">${t('jobs.job.applyNow')}</a>`}
        </div>
      </header>
      <div class="container job-page__body">
        <div class="job-page__main">
          ${closedNotice}
          <section aria-labelledby="job-ad-heading">
            <h2 id="job-ad-heading" class="visually-hidden">${t('jobs.job.aboutJob')}</h2>
            <div class="rich-text" ${lang}>${new SafeHtml(sanitizeHtml(job.adHtml))}</div>
          </section>
          ${contact}
        </div>
        <aside class="job-page__side" aria-labelledby="job-facts-heading">
          <h2 id="job-facts-heading" class="visually-hidden">${t('jobs.job.facts')}</h2>
          <dl class="job-facts">
            ${facts
              .filter(([, value]) => value !== '')
              .map(
                ([term, value]) =>
                  html`<div class="job-facts__row">
                    <dt>${term}</dt>
                    <dd>${value}</dd>
                  </div>`,
              )}
          </dl>
        </aside>
      </div>
    </article>`,
  );
}

export function companyPage(context: PageContext, page: CompanyPage): SafeHtml {
  const { t, date } = context;
  const { company } = page;
  // The company's own words (its page's title, industry and text) are in the page's language.
  const lang = langOf(page.language);
  const website = webLink(company.website);
  const fact = (term: string, value: SafeHtml | string) =>
    html`<div>
      <dt>${term}</dt>
      <dd>${value}</dd>
    </div>`;
  const jobs =
    page.jobs.length === 0
      ? html`<p>${t('company.noJobs')}</p>`
      : html`<ul class="company-jobs">
          ${page.jobs.map(
            (job) =>
              html`<li class="company-jobs__item">
                <h3 class="company-jobs__title" ${langOf(job.language)}>
                  <a href="${paths.job(job.slug)}">${job.title}</a>
                </h3>
                <p class="company-jobs__meta">
                  ${place(job)}<span aria-hidden="true"> · </span
                  >${t('company.applyBy', { date: date(job.finalApplyDate, 'medium') })}
                </p>
              </li>`,
          )}
        </ul>`;
  return bareLayout(
    context,
    html`<article class="company-page" aria-labelledby="company-name">
      <header class="company-page__hero">
        <div class="container company-page__hero-inner">
          ${companyLogo(context.logo(company.logoUrl), company.name)}
          <div class="company-page__identity">
            <h1 id="company-name">${company.name}</h1>
            <dl class="company-page__facts">
              ${company.industry ? fact(t('company.industry'), html`<span ${lang}>${company.industry}</span>`) : ''}${company.size ? fact(t('company.size'), company.size) : ''}${website ? fact(t('company.website'), html`<a href="${website.toString()}" target="_blank" rel="noopener noreferrer">${website.hostname.replace(/^www\./, '')}<span class="visually-hidden"> ${t('company.opensInNewTab')}</span></a>`) : ''}
            </dl>
          </div>
        </div>
      </header>
      <div class="container company-page__body">
        <section aria-labelledby="company-about">
          <h2 id="company-about" ${aboutHeading(page) ? lang : ''}>
            ${aboutHeading(page) ?? t('company.about', { name: company.name })}
          </h2>
          <div class="rich-text company-page__about" ${lang}>
            ${new SafeHtml(sanitizeHtml(page.aboutHtml))}
          </div>
        </section>
        <section aria-labelledby="company-jobs">
          <h2 id="company-jobs">${t('company.openJobs', { count: page.jobs.length })}</h2>
          ${jobs}
          <p>
            <a href="/?company=${encodeURIComponent(company.id)}"
              >${t('company.searchJobs', { name: company.name })}</a
            >
          </p>
        </section>
      </div>
    </article>`,
  );
}

/** The first page of the job list, as links: the app adds the search and the filters. */
export function homePage(context: PageContext, jobs: JobSummary[]): SafeHtml {
  const { t, date } = context;
  return defaultLayout(
    context,
    html`<h1>${t('titles.home')}</h1>
      <ul class="job-list">
        ${jobs.map((job) => {
          const lang = langOf(job.language);
          const href = paths.job(job.slug);
          return html`<li class="job-card">
            <h3 class="job-card__title" ${lang}><a href="${href}">${job.title}</a></h3>
            <p class="job-card__meta">
              <span>${job.company.name}</span><span aria-hidden="true"> · </span
              ><span>${place(job)}</span>
            </p>
            ${job.excerpt ? html`<p class="job-card__excerpt" ${lang}>${job.excerpt}</p>` : ''}
            <ul class="job-card__tags" aria-label="${t('jobs.card.details')}">
              ${job.category ? html`<li class="tag">${category(context, job)}</li>` : ''}
              <li class="tag">${employmentType(context, job)}</li>
              <li class="tag tag--plain">
                ${t('jobs.card.applyBy', { date: date(job.finalApplyDate, 'medium') })}
              </li>
            </ul>
          </li>`;
        })}
      </ul>`,
  );
}

/** An unknown job or company: a real 404, with the app's not-found words. */
export function notFoundPage(context: PageContext, kind: 'job' | 'company'): SafeHtml {
  const { t } = context;
  const [title, text] =
    kind === 'job'
      ? [t('jobs.job.notFoundTitle'), t('jobs.job.notFound')]
      : [t('company.notFoundTitle'), t('company.notFound')];
  return bareLayout(
    context,
    html`<div class="container company-status">
      <h1>${title}</h1>
      <p>${text}</p>
      <a class="button" href="/">${t('errors.toHome')}</a>
    </div>`,
  );
}
