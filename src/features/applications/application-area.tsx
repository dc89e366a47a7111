import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/api/error-message';
import { FailureText } from '@/components/form/form-shell';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Application } from '@/api/types';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { usePageTitle } from '@/lib/page-title';
import { ApplicationStatusBadge } from './application-status';
import './applications.css';

interface ApplicationAreaProps {
  application: Application;
  unreadMessages: number;
  children: ReactNode;
}

/**
 * One application: the job as the heading, and its three sections as links (real URLs, so each
 * can be bookmarked; the current one is marked with aria-current by NavLink).
 */
export function ApplicationArea({ application, unreadMessages, children }: ApplicationAreaProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { job } = application;
  const { pathname } = useLocation();

  const tabs = [
    {
      to: paths.applicationDetails(application.id),
      label: t('applications.tabs.details'),
      badge: null,
    },
    {
      to: paths.applicationMessages(application.id),
      label: t('applications.tabs.messages'),
      badge:
        unreadMessages > 0 ? t('applications.unreadMessages', { count: unreadMessages }) : null,
      count: unreadMessages,
    },
    {
      to: paths.applicationTests(application.id),
      label: t('applications.tabs.tests'),
      badge:
        application.pendingTests > 0
          ? t('applications.pendingTests', { count: application.pendingTests })
          : null,
      count: application.pendingTests,
    },
  ];

  // The window title names the section too, so tabs and history entries tell the sections apart.
  const current = tabs.find((tab) => tab.to === pathname);
  usePageTitle(current ? `${current.label}: ${job.title}` : job.title);

  return (
    <div className="stack application-area">
      <Link className="application-area__back" to={paths.applications()}>
        {t('applications.backToList')}
      </Link>
      <header className="application-area__header">
        <h1>{job.title}</h1>
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
          <Link to={paths.job(job.slug)}>{t('applications.viewJobAd')}</Link>
        </p>
      </header>
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

/** Unknown ids and other candidates' applications look the same: no data, a way back. */
export function ApplicationNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('applications.notFound.title'));
  return (
    <div className="stack status-page">
      <h1>{t('applications.notFound.title')}</h1>
      <p>{t('applications.notFound.text')}</p>
      <Link className="button" to={paths.applications()}>
        {t('applications.backToList')}
      </Link>
    </div>
  );
}

/** A section or the whole application failed to load for another reason than not found. */
export function ApplicationLoadError({
  error,
  onRetry,
  headingKey,
}: {
  /** What the loader threw: spec §8's first error message is shown after the translated text. */
  error: unknown;
  onRetry: () => void;
  headingKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="stack status-page">
      {headingKey && <h1>{t(headingKey)}</h1>}
      <div className="notice notice--error" role="alert">
        <FailureText message={describeError(error) ?? { key: 'errors.generic' }} />
      </div>
      <div className="cluster">
        <button type="button" className="button" onClick={onRetry}>
          {t('errors.reload')}
        </button>
        <Link className="button button--secondary" to={paths.applications()}>
          {t('applications.backToList')}
        </Link>
      </div>
    </div>
  );
}
