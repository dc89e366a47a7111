import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/format';
import { accessibilityContactEmail, ENFORCEMENT_BODIES, STATEMENT_REVIEWED_ON } from './contact';
import './accessibility-statement.css';

const TESTED = ['automated', 'keyboard', 'reflow', 'languages', 'lighthouse'] as const;
const LIMITATIONS = ['employerContent', 'documents', 'externalTests'] as const;

/** A part of the statement, named by its heading. */
function StatementSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="stack" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

export function AccessibilityStatement() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const email = accessibilityContactEmail();
  return (
    <article className="accessibility-statement stack">
      <h1>{t('titles.accessibility')}</h1>
      <p>{t('a11yStatement.intro', { host: window.location.host })}</p>

      <StatementSection id="a11y-status" heading={t('a11yStatement.status.heading')}>
        <p>{t('a11yStatement.status.body')}</p>
        <p>{t('a11yStatement.status.law')}</p>
      </StatementSection>

      <StatementSection id="a11y-testing" heading={t('a11yStatement.testing.heading')}>
        <ul>
          {TESTED.map((key) => (
            <li key={key}>{t(`a11yStatement.testing.${key}`)}</li>
          ))}
        </ul>
        <p>
          {t('a11yStatement.testing.reviewed', {
            date: date(STATEMENT_REVIEWED_ON, { dateStyle: 'long' }),
          })}
        </p>
      </StatementSection>

      <StatementSection id="a11y-limitations" heading={t('a11yStatement.limitations.heading')}>
        <ul>
          {LIMITATIONS.map((key) => (
            <li key={key}>{t(`a11yStatement.limitations.${key}`)}</li>
          ))}
        </ul>
      </StatementSection>

      <StatementSection id="a11y-report" heading={t('a11yStatement.report.heading')}>
        <p>{t('a11yStatement.report.body')}</p>
        {email ? (
          <p>
            {t('a11yStatement.report.emailLabel')}{' '}
            <a className="accessibility-statement__email" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        ) : (
          <p className="notice notice--info">{t('a11yStatement.report.noEmail')}</p>
        )}
        <p>{t('a11yStatement.report.include')}</p>
        <p>{t('a11yStatement.report.answer')}</p>
      </StatementSection>

      <StatementSection id="a11y-enforcement" heading={t('a11yStatement.enforcement.heading')}>
        <p>{t('a11yStatement.enforcement.body')}</p>
        <ul>
          {ENFORCEMENT_BODIES.map((body) => (
            <li key={body.key}>
              {t(`a11yStatement.enforcement.country.${body.country}`)}:{' '}
              <a href={body.url} rel="noopener noreferrer">
                {t(`a11yStatement.enforcement.${body.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </StatementSection>
    </article>
  );
}
