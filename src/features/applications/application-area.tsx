import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Application } from '@/api/contract/applications';
import { buttonClass } from '@/components/button/button';
import { StatusPage } from '@/components/status-page/status-page';
import { LoadFailure, LoadingStatus, StreamedData } from '@/components/streamed-data/streamed-data';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { usePageTitle } from '@/lib/page-title';
import { isNotFoundError } from './api';
import { ApplicationStatusBadge } from './application-status';
import './applications.css';
import type { TranslationKey } from '@/i18n/translation-key';

interface SectionCounts {
  unreadMessages: number;
  pendingTests: number;
}

/**
 * The three sections as links (real URLs, so each can be bookmarked; the current one is marked
 * with aria-current by NavLink). Their counts come with the application; the links do not wait.
 */
function useSectionTabs(applicationId: string, counts: SectionCounts | null) {
  const { t } = useTranslation();
  const badge = (count: number, key: TranslationKey) => (count > 0 ? t(key, { count }) : null);
  return [
    {
      to: paths.applicationDetails(applicationId),
      label: t('applications.tabs.details'),
      badge: null,
      count: 0,
    },
    {
      to: paths.applicationMessages(applicationId),
      label: t('applications.tabs.messages'),
      badge: counts && badge(counts.unreadMessages, 'applications.unreadMessages'),
      count: counts?.unreadMessages ?? 0,
    },
    {
      to: paths.applicationTests(applicationId),
      label: t('applications.tabs.tests'),
      badge: counts && badge(counts.pendingTests, 'applications.pendingTests'),
      count: counts?.pendingTests ?? 0,
    },
  ];
}

type SectionTab = ReturnType<typeof useSectionTabs>[number];

interface AreaFrameProps {
  tabs: SectionTab[];
  header: ReactNode;
  children: ReactNode;
}

/** The way back, the application's header, its sections and the current one. */
function AreaFrame({ tabs, header, children }: AreaFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="stack application-area">
      <Link className="application-area__back" to={paths.applications()}>
        {t('applications.backToList')}
      </Link>
      <header className="application-area__header">{header}</header>
      <nav className="section-tabs" aria-label={t('applications.tabs.label')}>
        <ul className="section-tabs__list">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end>
                {tab.label}
                {tab.badge && (
                  <>
                    <span className="count-badge" aria-hidden="true">
                      {tab.count}
                    </span>{' '}
                    <span className="visually-hidden">({tab.badge})</span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="application-area__section">{children}</div>
    </div>
  );
}

/** One application: the job as the heading, what it is at, and its sections. */
function LoadedArea({ application, children }: { application: Application; children: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { job } = application;
  const { pathname } = useLocation();
  const tabs = useSectionTabs(application.id, application);

  // The window title names the section too, so tabs and history entries tell the sections apart.
  const current = tabs.find((tab) => tab.to === pathname);
  usePageTitle(current ? `${current.label}: ${job.title}` : job.title);

  return (
    <AreaFrame
      tabs={tabs}
      header={
        <>
          {/* The job's title is the employer's, in the ad's language. */}
          <h1 lang={job.language ?? undefined}>{job.title}</h1>
          <p className="application-area__meta">
            {job.company.name}
            {job.location ? ` · ${job.location}` : ''}
          </p>
          <p className="application-area__meta">
            {t('applications.appliedOn', { date: format.date(application.appliedAt) })}
            {' · '}
            {t('applications.deadlineOn', { date: format.date(job.finalApplyDate) })}
            {' · '}
            <ApplicationStatusBadge status={application.status} />
          </p>
          <p>
            <Link className="application-area__job-ad" to={paths.job(job.slug)}>
              {t('applications.viewJobAd')}
            </Link>
          </p>
        </>
      }
    >
      {children}
    </AreaFrame>
  );
}

/** While the application loads: its frame, with a general heading, and the sections' links. */
function LoadingArea({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  return (
    <AreaFrame
      tabs={useSectionTabs(applicationId, null)}
      header={<h1>{t('titles.application')}</h1>}
    >
      <LoadingStatus label={t('applications.loadingOne')} />
    </AreaFrame>
  );
}

interface ApplicationAreaProps {
  applicationId: string;
  /** The loader's streamed application. */
  application: Promise<Application>;
  /** The current section, given the application. */
  children: (application: Application) => ReactNode;
}

/**
 * One application and its current section. The way back, a heading and the sections' links show
 * at once; the rest as soon as the application is here.
 */
export function ApplicationArea({ applicationId, application, children }: ApplicationAreaProps) {
  return (
    <StreamedData
      data={application}
      fallback={<LoadingArea applicationId={applicationId} />}
      failure={(error) =>
        // Unknown and someone else's ids are both 404: the same message, never any data.
        isNotFoundError(error) ? (
          <ApplicationNotFound />
        ) : (
          <ApplicationLoadError error={error} headingKey="titles.application" />
        )
      }
    >
      {(loaded) => <LoadedArea application={loaded}>{children(loaded)}</LoadedArea>}
    </StreamedData>
  );
}

/**
 * One section's own data (messages, tests) inside the application: a loading status where it will
 * go, the section's failure with a way back.
 */
export function ApplicationSectionData<T>({
  data,
  loadingLabel,
  children,
}: {
  data: Promise<T>;
  loadingLabel: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <StreamedData
      data={data}
      fallback={<LoadingStatus label={loadingLabel} />}
      failure={(error) => <ApplicationLoadError error={error} />}
    >
      {children}
    </StreamedData>
  );
}

/** Unknown ids and other candidates' applications look the same: no data, a way back. */
function ApplicationNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('applications.notFound.title'));
  return (
    <StatusPage
      heading={t('applications.notFound.title')}
      text={t('applications.notFound.text')}
      actions={
        <Link className={buttonClass()} to={paths.applications()}>
          {t('applications.backToList')}
        </Link>
      }
    />
  );
}

/** A section or the whole application failed to load for another reason than not found. */
export function ApplicationLoadError({
  error,
  headingKey,
}: {
  /** What the load failed with: the service's first error message follows the translated text. */
  error: unknown;
  /** Where the page's own heading did not render: the failure stands in for the whole page. */
  headingKey?: TranslationKey;
}) {
  const { t } = useTranslation();
  return (
    <LoadFailure error={error} heading={headingKey && <h1>{t(headingKey)}</h1>}>
      <Link className={buttonClass('secondary')} to={paths.applications()}>
        {t('applications.backToList')}
      </Link>
    </LoadFailure>
  );
}
