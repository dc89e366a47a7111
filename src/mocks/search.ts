import type {
  FacetValue,
  JobSearchParams,
  JobSearchResult,
  LocalizedText,
} from '@/api/contract/jobs';
import type { EmploymentType } from '@/api/contract/shared';
import { EMPLOYMENT_TYPES } from '@/api/constants';
import { category as categoryNamed, categoryKeyFor } from './data/categories';
import { toJobSummary, type DemoJob } from './data/jobs';
import { normalizeText } from './data/text';

const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

type FacetName = 'category' | 'region' | 'company' | 'employmentType';
const FACETS: readonly FacetName[] = ['category', 'region', 'company', 'employmentType'];
const collator = new Intl.Collator('sv');

/** A job's value for a facet; '' for a job without a category, which no filter value matches. */
const facetKey = (job: DemoJob, facet: FacetName): string =>
  facet === 'company'
    ? job.company.id
    : facet === 'employmentType'
      ? job.employmentType
      : facet === 'category'
        ? (job.category?.key ?? '')
        : job[facet];
/** The English name (`label`), and for a category its names in every language (`labels`). */
const facetLabel = (job: DemoJob, facet: FacetName): string =>
  facet === 'company'
    ? job.company.name
    : facet === 'category'
      ? (job.category?.labels['en-US'] ?? '')
      : facetKey(job, facet);

/** A category value as a key: older links and alerts name categories by their English label. */
const categoryKeys = (values: string[]) => [
  ...new Set(values.map((value) => categoryKeyFor(value) ?? value)),
];

interface Dictionary {
  index: Map<string, number>;
  values: string[];
  labels: string[];
  /** Categories: each value's names by language. */
  localized: Array<LocalizedText | undefined>;
  /** The code of each job (in index order) for this facet. */
  codes: Uint16Array;
}

/**
 * Everything a search needs, computed once per catalogue: jobs newest first (so a search never
 * sorts), an inverted index from each normalised word to the positions of the jobs holding it,
 * and each facet as small integer codes.
 */
interface SearchIndex {
  jobs: DemoJob[];
  finalApplyTimes: Float64Array;
  words: string[];
  postings: Uint32Array[];
  facets: Record<FacetName, Dictionary>;
}

const indexes = new WeakMap<readonly DemoJob[], SearchIndex>();

function buildIndex(source: readonly DemoJob[]): SearchIndex {
  const jobs = [...source].sort(
    (a, b) => b.publishedTime - a.publishedTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const byWord = new Map<string, number[]>();
  jobs.forEach((job, position) => {
    for (const word of job.searchText.split(' ')) {
      if (!word) continue;
      const list = byWord.get(word);
      if (!list) byWord.set(word, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    }
  });
  const words = Array.from(byWord.keys()).sort();
  const facets = {} as Record<FacetName, Dictionary>;
  for (const facet of FACETS) {
    const dictionary: Dictionary = {
      index: new Map(),
      values: [],
      labels: [],
      localized: [],
      codes: new Uint16Array(jobs.length),
    };
    jobs.forEach((job, position) => {
      const key = facetKey(job, facet);
      let code = dictionary.index.get(key);
      if (code === undefined) {
        code = dictionary.values.length;
        dictionary.index.set(key, code);
        dictionary.values.push(key);
        dictionary.labels.push(facetLabel(job, facet));
        dictionary.localized.push(facet === 'category' ? job.category?.labels : undefined);
      }
      dictionary.codes[position] = code;
    });
    facets[facet] = dictionary;
  }
  return {
    jobs,
    finalApplyTimes: Float64Array.from(jobs, (job) => job.finalApplyTime),
    words,
    postings: words.map((word) => Uint32Array.from(byWord.get(word)!)),
    facets,
  };
}

function indexFor(jobs: readonly DemoJob[]): SearchIndex {
  let index = indexes.get(jobs);
  if (!index) {
    index = buildIndex(jobs);
    indexes.set(jobs, index);
  }
  return index;
}

/** Query terms in the normalised form; each must begin a word of the job's text. */
function queryTerms(q: string | undefined): string[] {
  const normal = normalizeText(q ?? '');
  return normal ? Array.from(new Set(normal.split(' '))) : [];
}

/** First position in the sorted word list that is not before `prefix`. */
function lowerBound(words: string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** For each job position, how many of the terms (in order) it has matched; all = a match. */
function matchTerms(index: SearchIndex, terms: string[]): Uint8Array {
  const progress = new Uint8Array(index.jobs.length);
  terms.forEach((term, termIndex) => {
    for (
      let w = lowerBound(index.words, term);
      w < index.words.length && index.words[w]!.startsWith(term);
      w += 1
    ) {
      for (const position of index.postings[w]!) {
        // Only a job that matched every earlier term moves on, and only once per term.
        if (progress[position] === termIndex) progress[position] = termIndex + 1;
      }
    }
  });
  return progress;
}

/**
 * Searches the catalogue: every term must start a word of title, company, city, region,
 * category (in any language), employment type or ad text (case and accents ignored), every filter must hold (values
 * within a filter are alternatives), closed jobs only on request. The order is fixed (jobs whose
 * headline matches more terms first, then newest, then id), so pages never overlap or skip.
 * Facet counts for one filter apply the query and the OTHER filters, so a person can widen a
 * filter they have set.
 */
export function searchJobs(
  jobs: readonly DemoJob[],
  params: JobSearchParams,
  now: number,
): JobSearchResult {
  const index = indexFor(jobs);
  const terms = queryTerms(params.q);
  const progress = terms.length ? matchTerms(index, terms) : null;
  const pageSize = Math.min(Math.max(1, params.pageSize ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const page = Math.max(1, params.page ?? 1);

  const selected: Record<FacetName, string[]> = {
    category: categoryKeys(params.category ?? []),
    region: params.region ?? [],
    company: params.company ?? [],
    employmentType: params.employmentType ?? [],
  };
  const allowed = FACETS.map((facet) => {
    if (!selected[facet].length) return null;
    const dictionary = index.facets[facet];
    const mask = new Uint8Array(dictionary.values.length);
    for (const value of selected[facet]) {
      const code = dictionary.index.get(value);
      if (code !== undefined) mask[code] = 1;
    }
    return mask;
  });
  const codes = FACETS.map((facet) => index.facets[facet].codes);
  const counts = FACETS.map((facet) => new Uint32Array(index.facets[facet].values.length));

  const matches: number[] = [];
  const total = index.jobs.length;
  for (let position = 0; position < total; position += 1) {
    if (!params.includeClosed && index.finalApplyTimes[position]! < now) continue;
    if (progress && progress[position] !== terms.length) continue;
    let failed = -1;
    let failures = 0;
    for (let f = 0; f < 4; f += 1) {
      const mask = allowed[f];
      if (mask && mask[codes[f]![position]!] === 0) {
        failures += 1;
        failed = f;
      }
    }
    if (failures > 1) continue;
    if (failures === 1) {
      counts[failed]![codes[failed]![position]!]! += 1;
      continue;
    }
    for (let f = 0; f < 4; f += 1) counts[f]![codes[f]![position]!]! += 1;
    matches.push(position);
  }

  let ranked = matches;
  if (terms.length) {
    const buckets: number[][] = Array.from({ length: terms.length + 1 }, () => []);
    const spaced = terms.map((term) => ` ${term}`);
    for (const position of matches) {
      const headline = index.jobs[position]!.headlineText;
      let hits = 0;
      for (const term of spaced) if (headline.includes(term)) hits += 1;
      buckets[terms.length - hits]!.push(position);
    }
    ranked = buckets.flat();
  }

  const facetValues = (f: number): FacetValue[] => {
    const facet = FACETS[f]!;
    const dictionary = index.facets[facet];
    const values: FacetValue[] = [];
    counts[f]!.forEach((count, code) => {
      const value = dictionary.values[code]!;
      const labels = dictionary.localized[code];
      if (value !== '' && (count > 0 || allowed[f]?.[code]))
        values.push({ value, label: dictionary.labels[code]!, ...(labels && { labels }), count });
    });
    // A selected value stays listed, even at zero, so a person can unselect it.
    for (const value of selected[facet]) {
      if (values.some((entry) => entry.value === value)) continue;
      const known = facet === 'category' ? categoryKeyFor(value) : null;
      values.push(
        known
          ? {
              value,
              label: categoryNamed(known).labels['en-US']!,
              labels: categoryNamed(known).labels,
              count: 0,
            }
          : { value, label: value, count: 0 },
      );
    }
    if (facet === 'employmentType') {
      const order = EMPLOYMENT_TYPES as readonly string[];
      return values.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
    }
    return values.sort((a, b) => b.count - a.count || collator.compare(a.label, b.label));
  };

  const start = (page - 1) * pageSize;
  return {
    items: ranked
      .slice(start, start + pageSize)
      .map((position) => toJobSummary(index.jobs[position]!)),
    total: ranked.length,
    page,
    pageSize,
    facets: {
      category: facetValues(0),
      region: facetValues(1),
      company: facetValues(2),
      employmentType: facetValues(3),
    },
  };
}

export const isEmploymentType = (value: string): value is EmploymentType =>
  (EMPLOYMENT_TYPES as readonly string[]).includes(value);
