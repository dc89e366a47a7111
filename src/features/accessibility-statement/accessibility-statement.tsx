import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/format';
import { accessibilityContactEmail, ENFORCEMENT_BODIES, STATEMENT_REVIEWED_ON } from './contact';
import './accessibility-statement.css';

const TESTED = ['automated', 'keyboard', 'reflow', 'languages', 'lighthouse'] as const;
const LIMITATIONS = ['employerContent', 'documents', 'externalTests'] as const;

export function AccessibilityStatement() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const email = accessibilityContactEmail();
  return (
    <article className="accessibility-statement stack">
      <h1>{t('titles.accessibility')}</h1>
      <p>{t('a11yStatement.intro', { host: window.location.host })}</p>

      <section className="stack" aria-labelledby="a11y-status">
        <h2 id="a11y-status">{t('a11yStatement.status.heading')}</h2>
        <p>{t('a11yStatement.status.body')}</p>
        <p>{t('a11yStatement.status.law')}</p>
      </section>

      <section className="stack" aria-labelledby="a11y-testing">
        <h2 id="a11y-testing">{t('a11yStatement.testing.heading')}</h2>
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
      </section>

      <section className="stack" aria-labelledby="a11y-limitations">
        <h2 id="a11y-limitations">{t('a11yStatement.limitations.heading')}</h2>
        <ul>
          {LIMITATIONS.map((key) => (
            <li key={key}>{t(`a11yStatement.limitations.${key}`)}</li>
          ))}
        </ul>
      </section>

      <section className="stack" aria-labelledby="a11y-report">
        <h2 id="a11y-report">{t('a11yStatement.report.heading')}</h2>
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
      </section>

      <section className="stack" aria-labelledby="a11y-enforcement">
        <h2 id="a11y-enforcement">{t('a11yStatement.enforcement.heading')}</h2>
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
      </section>
    </article>
  );
}
