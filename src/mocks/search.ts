import type {
  FacetValue,
  JobSearchParams,
  JobSearchResult,
  JobSort,
  LocalizedText,
} from '@/api/contract/jobs';
import type { EmploymentType } from '@/api/contract/shared';
import { EMPLOYMENT_TYPES } from '@/api/constants';
import { category as categoryNamed, categoryKeyFor } from './data/categories';
import { toJobSummary, type DemoJob } from './data/jobs';
import { htmlToText, normalizeText } from './data/text';

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

/** A region or company as the catalogue spells it: filter values are matched case aside. */
function spelledAs(dictionary: Dictionary, value: string): string {
  if (dictionary.index.has(value)) return value;
  const wanted = value.toLocaleLowerCase('en-US');
  return dictionary.values.find((known) => known.toLocaleLowerCase('en-US') === wanted) ?? value;
}

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
 * Everything a search needs, computed once per catalogue: jobs newest first, the same positions
 * in deadline order (so a search never sorts), each facet as small integer codes, and, from the
 * first search with a query, the jobs' words.
 */
interface SearchIndex {
  jobs: DemoJob[];
  finalApplyTimes: Float64Array;
  /** Every position, soonest final apply date first (newest, then id, among equal dates). */
  deadlineOrder: Uint32Array;
  /** Every position in the jobs' own order (newest first). */
  newestOrder: Uint32Array;
  facets: Record<FacetName, Dictionary>;
  words?: WordIndex;
}

/**
 * An inverted index from each normalised word to the positions of the jobs holding it, and each
 * job's headline (title and company) words for ranking. Most visits never search by words, and
 * normalising every ad is most of the catalogue's cost, so it waits for the first query.
 */
interface WordIndex {
  words: string[];
  postings: Uint32Array[];
  /** Normalised words of each job's title and company, each preceded by a space. */
  headlines: string[];
}

const indexes = new WeakMap<readonly DemoJob[], SearchIndex>();

const uniqueWords = (text: string) =>
  ` ${Array.from(new Set(normalizeText(text).split(' '))).join(' ')}`;

/**
 * The words a query finds a job by: title, company, place, category (its name in every language,
 * so each visitor finds it in theirs), employment type and ad text.
 */
const searchText = (job: DemoJob) =>
  uniqueWords(
    [
      job.title,
      job.company.name,
      job.location,
      job.region,
      ...(job.category ? Object.values(job.category.labels) : []),
      job.employmentType,
      htmlToText(job.adHtml),
    ].join(' '),
  );

function wordIndexOf(index: SearchIndex): WordIndex {
  if (index.words) return index.words;
  const byWord = new Map<string, number[]>();
  index.jobs.forEach((job, position) => {
    for (const word of searchText(job).split(' ')) {
      if (!word) continue;
      const list = byWord.get(word);
      if (!list) byWord.set(word, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    }
  });
  const words = Array.from(byWord.keys());
  index.words = {
    words,
    postings: words.map((word) => Uint32Array.from(byWord.get(word)!)),
    headlines: index.jobs.map((job) => uniqueWords(`${job.title} ${job.company.name}`)),
  };
  return index.words;
}

function buildIndex(source: readonly DemoJob[]): SearchIndex {
  const jobs = [...source].sort(
    (a, b) => b.publishedTime - a.publishedTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
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
  const finalApplyTimes = Float64Array.from(jobs, (job) => job.finalApplyTime);
  const newestOrder = Uint32Array.from(jobs, (_job, position) => position);
  return {
    jobs,
    finalApplyTimes,
    // The typed array's sort compares with the function given; ties keep the newest-first order.
    deadlineOrder: newestOrder
      .slice()
      .sort((a, b) => finalApplyTimes[a]! - finalApplyTimes[b]! || a - b),
    newestOrder,
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

/** Query terms in the normalised form; each must sit inside a word of the job's text. */
function queryTerms(q: string | undefined): string[] {
  const normal = normalizeText(q ?? '');
  return normal ? Array.from(new Set(normal.split(' '))) : [];
}

/**
 * For each job position, how many of the terms (in order) it has matched; all = a match. A term
 * matches anywhere inside a word, because Nordic job titles are compounds: `ingenjor` has to find
 * Dataingenjör and `utvecklare` Backendutvecklare.
 */
function matchTerms(index: SearchIndex, terms: string[]): Uint8Array {
  const progress = new Uint8Array(index.jobs.length);
  const { words, postings: postingsOf } = wordIndexOf(index);
  terms.forEach((term, termIndex) => {
    for (let w = 0; w < words.length; w += 1) {
      if (!words[w]!.includes(term)) continue;
      const postings = postingsOf[w]!;
      for (let p = 0; p < postings.length; p += 1) {
        // Only a job that matched every earlier term moves on, and only once per term.
        if (progress[postings[p]!] === termIndex) progress[postings[p]!] = termIndex + 1;
      }
    }
  });
  return progress;
}

/** Without a query there is nothing to weigh, so relevance is the newest first. */
const defaultSort = (terms: string[]): JobSort => (terms.length ? 'relevance' : 'newest');

/**
 * The matches in the order asked for. With a query, jobs whose title or company has a word
 * starting with more of the terms come first, whatever the sort; relevance then also puts a term
 * found inside a title or company word (a compound) ahead of one found only in the ad. Within a
 * rank the sort's own order holds, as the matches arrive in it.
 */
function rankMatches(index: SearchIndex, matches: number[], terms: string[], sort: JobSort) {
  // A person who picks newest or the deadline reads the dates down the list: no rank breaks them.
  if (!terms.length || sort !== 'relevance') return matches;
  const ranks = new Map<number, number[]>();
  const spaced = terms.map((term) => ` ${term}`);
  const { headlines } = wordIndexOf(index);
  for (const position of matches) {
    const headline = headlines[position]!;
    let starts = 0;
    let inside = 0;
    for (let t = 0; t < terms.length; t += 1) {
      if (headline.includes(spaced[t]!)) starts += 1;
      else if (headline.includes(terms[t]!)) inside += 1;
    }
    const rank = starts * (terms.length + 1) + inside;
    const list = ranks.get(rank);
    if (list) list.push(position);
    else ranks.set(rank, [position]);
  }
  return [...ranks.keys()].sort((a, b) => b - a).flatMap((rank) => ranks.get(rank)!);
}

/**
 * Searches the catalogue: every term must sit inside a word of title, company, city, region,
 * category (in any language), employment type or ad text (case and accents ignored), every filter
 * must hold (values within a filter are alternatives), closed jobs only on request. The order is
 * fixed for a search (rankMatches, then newest or soonest deadline, then id), so pages never
 * overlap or skip.
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
  // A query of symbols alone (`%`, an emoji) has no word to find: it finds nothing, not everything.
  const unmatchable = terms.length === 0 && (params.q ?? '').trim() !== '';
  const progress = terms.length ? matchTerms(index, terms) : null;
  const pageSize = Math.min(Math.max(1, params.pageSize ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const page = Math.max(1, params.page ?? 1);

  const selected: Record<FacetName, string[]> = {
    category: categoryKeys(params.category ?? []),
    region: (params.region ?? []).map((value) => spelledAs(index.facets.region, value)),
    company: (params.company ?? []).map((value) => spelledAs(index.facets.company, value)),
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

  const sort = params.sort ?? defaultSort(terms);
  const order = sort === 'deadline' ? index.deadlineOrder : index.newestOrder;
  const matches: number[] = [];
  for (let step = 0; step < order.length; step += 1) {
    const position = order[step]!;
    if (unmatchable) break;
    if (!params.includeClosed && index.finalApplyTimes[position]! < now) continue;
    if (params.hasPay && !index.jobs[position]!.pay) continue;
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

  const ranked = rankMatches(index, matches, terms, sort);

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
    // A selected value stays listed, even at zero, so a person can unselect it; one no job has
    // (nor, for categories, the list of categories) is not an option, and is left out.
    for (const value of selected[facet]) {
      if (values.some((entry) => entry.value === value)) continue;
      const known = facet === 'category' ? categoryKeyFor(value) : null;
      if (known)
        values.push({
          value,
          label: categoryNamed(known).labels['en-US']!,
          labels: categoryNamed(known).labels,
          count: 0,
        });
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
