/** Places, jobs and companies (docs/api.md §4): the queries, the answers and their checks. */
import { isRecord } from '../errors';
import { isArrayOf, isNumber, isString, type Country, type EmploymentType } from './shared';

// --- places --------------------------------------------------------------------------------------

export interface CityRequest {
  query: string;
}

export interface City {
  name: string;
  region: string;
  country: Country;
}

// --- jobs ----------------------------------------------------------------------------------------

export interface CompanyRef {
  /** The `{company}` segment of /company/{company}/{slug}. */
  id: string;
  name: string;
  /** The `{slug}` of the company's main page. */
  pageSlug: string;
  /** An image URL (same origin or the main API); null when the company has none. */
  logoUrl: string | null;
}

/**
 * Words the API gives in several languages: BCP 47 tag → text. The portal's four interface
 * languages are `sv-SE`, `en-US`, `nb-NO` and `da-DK`; a bare language (`sv`, `nb`) counts for
 * any of its regions. `api/labels.ts` picks the visitor's, with the fallbacks docs/api.md names.
 */
export type LocalizedText = Record<string, string>;

/** A job's category: a stable key to filter and store by, and its name in each language. */
export interface Category {
  /** Language-neutral and stable (`healthcare`): the `category` value, and what alerts store. */
  key: string;
  labels: LocalizedText;
}

export interface JobSummary {
  id: string;
  slug: string;
  title: string;
  company: CompanyRef;
  /** City. */
  location: string;
  /** The region (placement): län, fylke or region. */
  region: string;
  country: Country;
  /** Null when the employer chose none. */
  category: Category | null;
  /**
   * The language the employer wrote the ad in (title, excerpt, ad text), a BCP 47 tag (`sv`,
   * `nb`, `da`, `en`); null when unknown. The portal marks the ad with it (`lang`).
   */
  language: string | null;
  employmentType: EmploymentType;
  publishedAt: string;
  /** The last moment applications are accepted. After it the job is closed. */
  finalApplyDate: string;
  /** Plain text, a couple of sentences. */
  excerpt: string;
}

/** A job's company on its own page: the company as everywhere, and its own privacy notice. */
export interface JobCompany extends CompanyRef {
  /**
   * The employer's own privacy notice (an https address), which the apply form links to instead
   * of the portal's. Optional: null or left out when the employer has none.
   */
  privacyNoticeUrl?: string | null;
}

export interface Job extends JobSummary {
  company: JobCompany;
  /** The ad as HTML written by the employer: untrusted, sanitised before it is shown. */
  adHtml: string;
  /** Who to contact with questions, plain text. */
  contactName: string | null;
  contactEmail: string | null;
}

// --- the job list --------------------------------------------------------------------------------

/** GET /jobs query: every filter may repeat (`category=it&category=sales`) and filters combine. */
export interface JobSearchParams {
  q?: string;
  category?: string[];
  region?: string[];
  company?: string[];
  employmentType?: EmploymentType[];
  /** 1-based. */
  page?: number;
  /** Default 20, at most 100. */
  pageSize?: number;
  /** Include jobs whose final apply date has passed. Default false. */
  includeClosed?: boolean;
}

export interface FacetValue {
  value: string;
  label: string;
  /** Categories: the label in each language (`label` is the English one, for older clients). */
  labels?: LocalizedText;
  count: number;
}

export interface JobSearchResult {
  items: JobSummary[];
  /** Exact number of jobs matching the query and filters. */
  total: number;
  page: number;
  pageSize: number;
  /** Values available for each filter, with counts for the current query. */
  facets: {
    category: FacetValue[];
    region: FacetValue[];
    company: FacetValue[];
    employmentType: FacetValue[];
  };
}

// --- company pages -------------------------------------------------------------------------------

export interface CompanyPage {
  company: CompanyRef & { website: string | null; industry: string; size: string | null };
  slug: string;
  title: string;
  /** HTML written by the employer: untrusted, sanitised before it is shown. */
  aboutHtml: string;
  /** The language of `title` and `aboutHtml` (BCP 47, as a job's `language`); null when unknown. */
  language: string | null;
  /** The company's open jobs. */
  jobs: JobSummary[];
}

// --- the checks of the answers -------------------------------------------------------------------

const isCity = (d: unknown): d is City =>
  isRecord(d) && isString(d.name) && isString(d.region) && isString(d.country);

export const isCityList = isArrayOf(isCity);

const isCompanyRef = (d: unknown): d is CompanyRef =>
  isRecord(d) && isString(d.id) && isString(d.name) && isString(d.pageSlug);

/** Texts by language tag: `{"sv-SE":"Vård","en-US":"Healthcare"}`; every tag a well-formed one. */
const isLocalizedText = (d: unknown): d is LocalizedText =>
  isRecord(d) && Object.entries(d).every(([tag, text]) => isLanguageTag(tag) && isString(text));

/** A well-formed BCP 47 tag (`sv`, `nb-NO`), as the `lang` attribute takes it. */
const isLanguageTag = (value: unknown): value is string => {
  if (!isString(value) || value === '') return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
};

const isCategory = (d: unknown): d is Category =>
  isRecord(d) && isString(d.key) && d.key !== '' && isLocalizedText(d.labels);

export const isJobSummary = (d: unknown): d is JobSummary =>
  isRecord(d) &&
  isString(d.id) &&
  isString(d.slug) &&
  isString(d.title) &&
  isCompanyRef(d.company) &&
  isString(d.location) &&
  isString(d.finalApplyDate) &&
  (d.category === null || isCategory(d.category)) &&
  (d.language === null || isLanguageTag(d.language));

/** The employer's notice may be left out or null; anything else there is a wrong answer. */
const isJobCompany = (d: unknown): d is JobCompany => {
  if (!isCompanyRef(d)) return false;
  const notice = (d as JobCompany).privacyNoticeUrl;
  return notice === undefined || notice === null || isString(notice);
};

export const isJob = (d: unknown): d is Job =>
  isJobSummary(d) && isJobCompany(d.company) && isString((d as Job).adHtml);

const isFacetValue = (d: unknown): d is FacetValue =>
  isRecord(d) &&
  isString(d.value) &&
  isString(d.label) &&
  isNumber(d.count) &&
  (d.labels === undefined || isLocalizedText(d.labels));

const isFacets = (d: unknown): d is JobSearchResult['facets'] =>
  isRecord(d) &&
  (['category', 'region', 'company', 'employmentType'] as const).every((name) =>
    isArrayOf(isFacetValue)(d[name]),
  );

export const isJobSearchResult = (d: unknown): d is JobSearchResult =>
  isRecord(d) &&
  isArrayOf(isJobSummary)(d.items) &&
  isNumber(d.total) &&
  isNumber(d.page) &&
  isNumber(d.pageSize) &&
  isFacets(d.facets);

export const isCompanyPage = (d: unknown): d is CompanyPage =>
  isRecord(d) &&
  isCompanyRef(d.company) &&
  isString(d.slug) &&
  isString(d.aboutHtml) &&
  (d.language === null || isLanguageTag(d.language)) &&
  isArrayOf(isJobSummary)(d.jobs);
