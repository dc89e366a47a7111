import { useTranslation } from 'react-i18next';
import { categoryKeyOf, facetLabel } from '@/api/labels';
import type { FacetValue } from '@/api/contract/jobs';
import type { SubscriptionCriteria } from '@/api/contract/subscriptions';
import { useFormat } from '@/i18n/format';
import type { CriteriaOptions } from './api';

/**
 * Facet values are ids (companies) and keys (categories); show their names, in the visitor's
 * language for categories, where the options know them. An alert stored before category keys
 * names its categories by label, which finds the category too.
 */
function labelsOf(
  values: string[] | undefined,
  options: FacetValue[] | undefined,
  locale: string,
  { categories = false } = {},
): string[] {
  return (values ?? []).map((value) => {
    const key = categories && options ? (categoryKeyOf(value, options) ?? value) : value;
    const option = options?.find((candidate) => candidate.value === key);
    return option ? facetLabel(option, locale) : value;
  });
}

export function useCriteriaText(options: CriteriaOptions | null) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  return (criteria: SubscriptionCriteria) => {
    const rows: Array<{ term: string; description: string }> = [];
    const add = (term: string, values: string[]) => {
      if (values.length) rows.push({ term, description: values.join(', ') });
    };
    add(t('subscriptions.criteria.q'), criteria.q ? [criteria.q] : []);
    add(t('subscriptions.criteria.location'), criteria.location ? [criteria.location] : []);
    add(
      t('subscriptions.criteria.category'),
      labelsOf(criteria.category, options?.category, locale, { categories: true }),
    );
    add(t('subscriptions.criteria.region'), labelsOf(criteria.region, options?.region, locale));
    add(t('subscriptions.criteria.company'), labelsOf(criteria.company, options?.company, locale));
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
