import { useTranslation } from 'react-i18next';
import type { FacetValue, SubscriptionCriteria } from '@/api/types';
import type { CriteriaOptions } from './api';

/** Facet values are ids (companies); show their labels where the options know them. */
function labelsOf(values: string[] | undefined, options: FacetValue[] | undefined): string[] {
  return (values ?? []).map(
    (value) => options?.find((option) => option.value === value)?.label ?? value,
  );
}

export function useCriteriaText(options: CriteriaOptions | null) {
  const { t } = useTranslation();
  return (criteria: SubscriptionCriteria) => {
    const rows: Array<{ term: string; description: string }> = [];
    const add = (term: string, values: string[]) => {
      if (values.length) rows.push({ term, description: values.join(', ') });
    };
    add(t('subscriptions.criteria.q'), criteria.q ? [criteria.q] : []);
    add(t('subscriptions.criteria.location'), criteria.location ? [criteria.location] : []);
    add(t('subscriptions.criteria.category'), labelsOf(criteria.category, options?.category));
    add(t('subscriptions.criteria.region'), labelsOf(criteria.region, options?.region));
    add(t('subscriptions.criteria.company'), labelsOf(criteria.company, options?.company));
    add(
      t('subscriptions.criteria.employmentType'),
      (criteria.employmentType ?? []).map((type) => t(`subscriptions.employmentTypes.${type}`)),
    );
    const title =
      criteria.q ?? criteria.location ?? rows[0]?.description ?? t('subscriptions.allJobs');
    return { title, rows };
  };
}

export function CriteriaList({ rows }: { rows: Array<{ term: string; description: string }> }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return <p className="subscriptions-muted">{t('subscriptions.noCriteria')}</p>;
  return (
    <dl className="subscription-criteria">
      {rows.map((row) => (
        <div key={row.term} className="subscription-criteria__row">
          <dt>{row.term}</dt>
          <dd>{row.description}</dd>
        </div>
      ))}
    </dl>
  );
}
