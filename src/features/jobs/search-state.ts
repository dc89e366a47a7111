import {
  JOB_SORTS,
  type FacetValue,
  type JobSearchParams,
  type JobSearchResult,
  type JobSort,
} from '@/api/contract/jobs';
import type { EmploymentType } from '@/api/contract/shared';
import { EMPLOYMENT_TYPES } from '@/api/constants';
import { categoryKeyOf } from '@/api/labels';

/**
 * The job search lives in the URL (`?q=&category=&region=&company=&employmentType=&sort=&page=`),
 * so a search can be shared, bookmarked and walked with back/forward. This module is the one
 * translation between that query string and the state the screens and the API use.
 */
export interface JobSearchState {
  q: string;
  category: string[];
  region: string[];
  company: string[];
  employmentType: EmploymentType[];
  /** Only jobs that state their pay (`hasPay=true`). */
  hasPay: boolean;
  /** The order chosen; null for the default order of the query (`shownSort`). */
  sort: JobSort | null;
  /** 1-based. */
  page: number;
}

export const FILTER_KEYS = ['category', 'region', 'company', 'employmentType'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The API takes at most 200 characters of search text (docs/api.md). The search box stops there,
 * and a longer `q` in a pasted or old URL is cut to it, so a long query is searched, not refused.
 */
export const MAX_QUERY_LENGTH = 200;
const MAX_VALUES_PER_FILTER = 50;
const MAX_PAGE = 10_000;
const PAGE_SIZE = 20;

export const EMPTY_SEARCH: JobSearchState = {
  q: '',
  category: [],
  region: [],
  company: [],
  employmentType: [],
  hasPay: false,
  sort: null,
  page: 1,
};

const isEmploymentType = (value: string): value is EmploymentType =>
  (EMPLOYMENT_TYPES as readonly string[]).includes(value);

const caseAside = (text: string) => text.toLocaleLowerCase('en-US');

function cleanValues(values: string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed && trimmed.length <= 200) seen.add(trimmed);
    if (seen.size >= MAX_VALUES_PER_FILTER) break;
  }
  return [...seen];
}

export function normaliseQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** The API's default order (docs/api.md): by relevance to the words searched, else the newest. */
const defaultSort = (q: string): JobSort => (q ? 'relevance' : 'newest');

/** The order the list shows: the one chosen, or the default for the query. */
export const shownSort = (state: JobSearchState): JobSort => state.sort ?? defaultSort(state.q);

/** The orders to offer: relevance only when there are words to weigh. */
export const sortChoices = (q: string): JobSort[] =>
  JOB_SORTS.filter((sort) => q || sort !== 'relevance');

/**
 * A chosen order as the URL keeps it: the default is left out (so equal searches have equal
 * URLs), and relevance without words, which is the newest first, too.
 */
function chosenSort(q: string, sort: string | null): JobSort | null {
  const known = JOB_SORTS.find((candidate) => candidate === sort);
  return known && known !== defaultSort(q) && sortChoices(q).includes(known) ? known : null;
}

export function parseSearch(params: URLSearchParams): JobSearchState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const q = normaliseQuery(params.get('q') ?? '');
  return {
    q,
    category: cleanValues(params.getAll('category')),
    region: cleanValues(params.getAll('region')),
    company: cleanValues(params.getAll('company')),
    // The API refuses an unknown employment type, so one is never asked for; case aside, it is one.
    employmentType: cleanValues(params.getAll('employmentType').map(caseAside)).filter(
      isEmploymentType,
    ),
    hasPay: params.get('hasPay') === 'true',
    sort: chosenSort(q, params.get('sort')),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string for a state: empty parts and page 1 are left out, so equal searches have equal URLs. */
export function toSearchParams(state: JobSearchState, { withPage = true } = {}): URLSearchParams {
  const params = new URLSearchParams();
  const q = normaliseQuery(state.q);
  if (q) params.set('q', q);
  for (const key of FILTER_KEYS) {
    for (const value of state[key]) params.append(key, value);
  }
  if (state.hasPay) params.set('hasPay', 'true');
  const sort = chosenSort(q, state.sort);
  if (sort) params.set('sort', sort);
  if (withPage && state.page > 1) params.set('page', String(state.page));
  return params;
}

export function searchString(state: JobSearchState, options?: { withPage?: boolean }): string {
  const text = toSearchParams(state, options).toString();
  return text ? `?${text}` : '';
}

/** Any change to what is searched starts again at page 1. */
export function withQuery(state: JobSearchState, q: string): JobSearchState {
  return { ...state, q: normaliseQuery(q), page: 1 };
}

export function withFilterToggled(
  state: JobSearchState,
  key: FilterKey,
  value: string,
  on: boolean,
): JobSearchState {
  const current: string[] = state[key];
  const next = on
    ? current.includes(value)
      ? current
      : [...current, value]
    : current.filter((item) => item !== value);
  return {
    ...state,
    [key]: key === 'employmentType' ? next.filter(isEmploymentType) : next,
    page: 1,
  };
}

export function withoutFilters(state: JobSearchState): JobSearchState {
  return {
    ...state,
    category: [],
    region: [],
    company: [],
    employmentType: [],
    hasPay: false,
    page: 1,
  };
}

export function withPayOnly(state: JobSearchState, hasPay: boolean): JobSearchState {
  return { ...state, hasPay, page: 1 };
}

/** Another order starts again at page 1 too; the words and filters stay. */
export function withSort(state: JobSearchState, sort: JobSort): JobSearchState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: JobSearchState, page: number): JobSearchState {
  return { ...state, page: Math.max(1, Math.min(page, MAX_PAGE)) };
}

export function activeFilterCount(state: JobSearchState): number {
  return FILTER_KEYS.reduce((sum, key) => sum + state[key].length, state.hasPay ? 1 : 0);
}

/** True when nothing narrows the list (the page does not count). */
export function isEmptySearch(state: JobSearchState): boolean {
  return state.q === '' && activeFilterCount(state) === 0;
}

/**
 * The option of a filter that a value from the URL names: the option itself, for categories one
 * of their names from before keys, else the option it equals but for case (`stockholm` is
 * Stockholm); null when the API's options have none.
 */
function knownValue(key: FilterKey, value: string, options: readonly FacetValue[]): string | null {
  const named =
    key === 'category'
      ? categoryKeyOf(value, options)
      : options.find((option) => option.value === value)?.value;
  const wanted = caseAside(value);
  return named ?? options.find((option) => caseAside(option.value) === wanted)?.value ?? null;
}

/**
 * The search with each filter value as the API's options spell it, and without the values they
 * do not have (a mistyped or outdated link): the API lists every selected value it knows among
 * its options (docs/api.md, facets), so what is left out finds nothing. The same object when
 * nothing changed, so a caller can tell.
 */
export function withKnownFilterValues(
  state: JobSearchState,
  facets: JobSearchResult['facets'],
): JobSearchState {
  let known = state;
  for (const key of FILTER_KEYS) {
    const values: string[] = state[key];
    const spelled = [
      ...new Set(values.flatMap((value) => knownValue(key, value, facets[key]) ?? [])),
    ];
    if (!sameValues(spelled, values))
      known = {
        ...known,
        [key]: key === 'employmentType' ? spelled.filter(isEmploymentType) : spelled,
      };
  }
  return known;
}

export const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The request for GET /jobs. */
export function toApiParams(state: JobSearchState): JobSearchParams {
  const sort = chosenSort(state.q, state.sort);
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.category.length ? { category: state.category } : {}),
    ...(state.region.length ? { region: state.region } : {}),
    ...(state.company.length ? { company: state.company } : {}),
    ...(state.employmentType.length ? { employmentType: state.employmentType } : {}),
    ...(state.hasPay ? { hasPay: true } : {}),
    ...(sort ? { sort } : {}),
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}

/** GET /jobs's query: repeated keys for multi-valued filters (`category=IT&category=Sales`). */
export function apiQuery(params: JobSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as Array<[string, unknown]>) {
    if (Array.isArray(value)) value.forEach((item) => query.append(key, String(item)));
    else if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query;
}

/** The job list's page data (routes/home reads it from the URL). */
export interface JobSearchData {
  search: JobSearchState;
  /** Null when the search failed; the page then shows the error state with a retry. */
  result: JobSearchResult | null;
}

/** Whether two URLs of the job list ask for the same jobs (other params, like `?auth=`, aside). */
export function sameJobSearch(a: URLSearchParams, b: URLSearchParams): boolean {
  return searchString(parseSearch(a)) === searchString(parseSearch(b));
}
