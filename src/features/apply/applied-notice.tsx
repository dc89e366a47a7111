import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button/button';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';

export interface OwnApplication {
  /** Null for an application sent in this visit without a login: only its time is known. */
  id: string | null;
  appliedAt: string;
}

/**
 * In place of the apply form when the candidate has applied for this job already: one
 * application per job and candidate (docs/api.md), with the way to the one that exists.
 */
export function AppliedNotice({ application }: { application: OwnApplication }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="card stack applied-notice" aria-labelledby="applied-notice-heading">
      <h2 id="applied-notice-heading">{t('apply.applied.heading')}</h2>
      <p>
        {t('apply.applied.when', {
          date: format.date(application.appliedAt, { dateStyle: 'long' }),
        })}
      </p>
      {application.id ? (
        <p>
          <Link className={buttonClass()} to={paths.applicationDetails(application.id)}>
            {t('apply.applied.open')}
          </Link>
        </p>
      ) : (
        <p>{t('apply.applied.follow')}</p>
      )}
    </section>
  );
}
