import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateTest } from '@/api/contract/applications';
import { buttonClass } from '@/components/button/button';
import { useFormat } from '@/i18n/format';
import { TitledSection } from '@/components/titled-section/titled-section';
import { webLink } from '@/lib/web-link';
import './candidate-tests.css';

const isOverdue = (test: CandidateTest, now = Date.now()) =>
  test.status !== 'completed' && test.dueDate !== null && new Date(test.dueDate).getTime() < now;

function TestReport({ test }: { test: CandidateTest }) {
  const { t } = useTranslation();
  const report = test.report;
  if (!report) return <p>{t('candidateTests.reportPending')}</p>;
  return (
    <div className="stack">
      {report.score !== null && (
        <p className="candidate-test__score">
          {t('candidateTests.overallScore', { score: report.score })}
        </p>
      )}
      {report.summary && <p className="candidate-test__summary">{report.summary}</p>}
      {report.sections.length > 0 && (
        <div className="candidate-test__table">
          <table className="candidate-test__sections">
            <caption>{t('candidateTests.sectionsCaption', { name: test.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('candidateTests.section')}</th>
                <th scope="col">{t('candidateTests.result')}</th>
              </tr>
            </thead>
            <tbody>
              {report.sections.map((section) => (
                <tr key={section.name}>
                  <th scope="row">{section.name}</th>
                  <td>
                    {t('candidateTests.sectionScore', { score: section.score, max: section.max })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function CandidateTestCard({ test }: { test: CandidateTest }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const takeUrl = webLink(test.takeUrl)?.href;
  const completed = test.status === 'completed';
  const overdue = isOverdue(test);
  return (
    <li className="card stack candidate-test">
      <div className="candidate-test__header">
        <h3 id={titleId} className="candidate-test__name">
          {test.name}
        </h3>
        <span className={`status-pill${completed ? ' status-pill--done' : ''}`}>
          {t(completed ? 'candidateTests.status.completed' : 'candidateTests.status.notCompleted')}
        </span>
      </div>
      <p className="candidate-test__provider">
        {t('candidateTests.provider', { provider: test.provider })}
      </p>
      {completed ? (
        <>
          {test.completedAt && (
            <p>{t('candidateTests.completedOn', { date: format.date(test.completedAt) })}</p>
          )}
          <TestReport test={test} />
        </>
      ) : (
        <>
          <p>{t('candidateTests.notCompletedText')}</p>
          {test.dueDate && (
            <p className={overdue ? 'notice notice--warning' : undefined}>
              {t(overdue ? 'candidateTests.overdue' : 'candidateTests.dueOn', {
                date: format.date(test.dueDate),
              })}
            </p>
          )}
          {takeUrl ? (
            <div>
              <a
                className={buttonClass()}
                href={takeUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={titleId}
              >
                {t('candidateTests.take')}{' '}
                <span className="visually-hidden">{t('candidateTests.opensInNewTab')}</span>
              </a>
            </div>
          ) : (
            <p>{t('candidateTests.noLinkYet')}</p>
          )}
        </>
      )}
    </li>
  );
}

/** Tests the recruiter sent: the report when done, the way to take it when not. */
export function CandidateTestList({ tests }: { tests: CandidateTest[] }) {
  const { t } = useTranslation();
  const ordered = [...tests].sort(
    (a, b) => Number(a.status === 'completed') - Number(b.status === 'completed'),
  );
  return (
    <TitledSection heading={t('candidateTests.title')}>
      {ordered.length === 0 ? (
        <p>{t('candidateTests.empty')}</p>
      ) : (
        <ul className="candidate-test-list">
          {ordered.map((test) => (
            <CandidateTestCard key={test.id} test={test} />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
