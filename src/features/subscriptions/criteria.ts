import type { EmploymentType } from '@/api/contract/shared';
import type { SubscriptionCriteria } from '@/api/contract/subscriptions';
import { EMPLOYMENT_TYPES } from '@/api/constants';

export const LIST_CRITERIA = ['category', 'region', 'company', 'employmentType'] as const;
export type ListCriterion = (typeof LIST_CRITERIA)[number];

const isEmploymentType = (value: string): value is EmploymentType =>
  (EMPLOYMENT_TYPES as readonly string[]).includes(value);
const unique = (values: string[]) => [
  ...new Set(values.map((value) => value.trim()).filter(Boolean)),
];

/**
 * Criteria from the job list's "get these jobs by email" links (the search's, a saved search's):
 * `?q=…&category=…&region=…&company=…&employmentType=…&location=…`, lists as repeated
 * parameters (a comma-separated value is split too). Unknown employment types are dropped, and
 * what no alert holds (the order, the page) is ignored.
 */
export function criteriaFromSearch(params: URLSearchParams): SubscriptionCriteria {
  const list = (name: string) => unique(params.getAll(name).flatMap((value) => value.split(',')));
  const criteria: SubscriptionCriteria = {};
  const q = params.get('q')?.trim();
  if (q) criteria.q = q;
  const location = params.get('location')?.trim();
  if (location) criteria.location = location;
  for (const name of ['category', 'region', 'company'] as const) {
    const values = list(name);
    if (values.length) criteria[name] = values;
  }
  const employmentType = list('employmentType').filter(isEmploymentType);
  if (employmentType.length) criteria.employmentType = employmentType;
  return criteria;
}

export const hasCriteria = (criteria: SubscriptionCriteria) =>
  Boolean(criteria.q || criteria.location || LIST_CRITERIA.some((name) => criteria[name]?.length));
