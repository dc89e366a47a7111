/** Places, jobs and companies (docs/api.md): the queries, and the answers' schemas. */
import * as v from 'valibot';
import { CountrySchema, EmploymentTypeSchema, FiniteSchema, type EmploymentType } from './shared';

// --- places --------------------------------------------------------------------------------------

export interface CityRequest {
  query: string;
}

const CitySchema = v.object({
  name: v.string(),
  region: v.string(),
  country: CountrySchema,
});
export type City = v.InferOutput<typeof CitySchema>;

// --- jobs ----------------------------------------------------------------------------------------

const CompanyRefSchema = v.object({
  /** The `{company}` segment of /company/{company}/{slug}. */
  id: v.string(),
  name: v.string(),
  /** The `{slug}` of the company's main page. */
  pageSlug: v.string(),
  /** An image URL (same origin or the main API); null when the company has none. */
  logoUrl: v.nullable(v.string()),
});
export type CompanyRef = v.InferOutput<typeof CompanyRefSchema>;

/**
 * A well-formed BCP 47 tag (`sv`, `nb-NO`): the portal puts it in `lang` attributes, and reads
 * labels by it.
 */
const LanguageTagSchema = v.pipe(
  v.string(),
  v.check((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  }),
);

/**
 * Words the API gives in several languages: BCP 47 tag → text (`{"sv-SE":"Vård"}`). The portal's
 * four interface languages are `sv-SE`, `en-US`, `nb-NO` and `da-DK`; a bare language (`sv`,
 * `nb`) counts for any of its regions. `api/labels.ts` picks the visitor's, with the fallbacks
 * docs/api.md names.
 */
const LocalizedTextSchema = v.record(LanguageTagSchema, v.string());
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

/** A job's category: a stable key to filter and store by, and its name in each language. */
const CategorySchema = v.object({
  /**
   * Language-neutral and stable (`healthcare`): the `category` value, and what alerts store, so
   * never empty.
   */
  key: v.pipe(
    v.string(),
    v.check((key) => key !== ''),
  ),
  labels: LocalizedTextSchema,
});
export type Category = v.InferOutput<typeof CategorySchema>;

/** How often a pay amount is paid; schema.org's `unitText` HOUR, MONTH and YEAR. */
const PAY_PERIODS = ['hour', 'month', 'year'] as const;

const PayAmountSchema = v.pipe(
  v.number(),
  v.check((amount) => Number.isFinite(amount) && amount >= 0),
);
const PAY_TERMS = {
  /** ISO 4217, upper case (`SEK`, `NOK`, `DKK`, `EUR`). */
  currency: v.pipe(
    v.string(),
    v.check((code) => /^[A-Z]{3}$/.test(code)),
  ),
  period: v.picklist(PAY_PERIODS),
};

/**
 * What the job pays, as the ad must state it: a range, one amount, or the collective agreement
 * (kollektivavtal, tariffavtale, overenskomst) that sets it.
 */
const PaySchema = v.pipe(
  v.variant('kind', [
    v.object({
      kind: v.literal('range'),
      min: PayAmountSchema,
      max: PayAmountSchema,
      ...PAY_TERMS,
    }),
    v.object({ kind: v.literal('amount'), amount: PayAmountSchema, ...PAY_TERMS }),
    v.object({
      kind: v.literal('agreement'),
      /** The agreement's name, in the ad's language. */
      agreement: v.pipe(
        v.string(),
        v.check((name) => name.trim() !== ''),
      ),
    }),
  ]),
  v.check((pay) => pay.kind !== 'range' || pay.min <= pay.max),
);
export type Pay = v.InferOutput<typeof PaySchema>;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const JobSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  company: CompanyRefSchema,
  /** City. */
  location: v.string(),
  /** The region (placement): län, fylke or region. */
  region: v.string(),
  country: CountrySchema,
  /** Null when the employer chose none. */
  category: v.nullable(CategorySchema),
  /**
   * The language the employer wrote the ad in (title, excerpt, ad text), a BCP 47 tag (`sv`,
   * `nb`, `da`, `en`); null when unknown. The portal marks the ad with it (`lang`).
   */
  language: v.nullable(LanguageTagSchema),
  employmentType: EmploymentTypeSchema,
  publishedAt: v.string(),
  /** The last moment applications are accepted. After it the job is closed. */
  finalApplyDate: v.string(),
  /** Plain text, a couple of sentences. */
  excerpt: v.string(),
  /** Null, or left out by an API from before pay was in the ad, when the job states none. */
  pay: v.optional(v.nullable(PaySchema)),
});
export type JobSummary = v.InferOutput<typeof JobSummarySchema>;

/** A job's company on its own page: the company as everywhere, and its own privacy notice. */
const JobCompanySchema = v.object({
  ...CompanyRefSchema.entries,
  /**
   * The employer's own privacy notice (an https address), which the apply form links to instead
   * of the portal's. Null or left out when the employer has none.
   */
  privacyNoticeUrl: v.optional(v.nullable(v.string())),
});
export type JobCompany = v.InferOutput<typeof JobCompanySchema>;

const JobSchema = v.object({
  ...JobSummarySchema.entries,
  company: JobCompanySchema,
  /** The ad as HTML written by the employer: untrusted, sanitised before it is shown. */
  adHtml: v.string(),
  /** Who to contact with questions, plain text. */
  contactName: v.nullable(v.string()),
  contactEmail: v.nullable(v.string()),
});
export type Job = v.InferOutput<typeof JobSchema>;

// --- the job list --------------------------------------------------------------------------------

/**
 * The job list's orders: `relevance` (the default with a query), `newest` (the default without
 * one) and `deadline` (the soonest final apply date first).
 */
export const JOB_SORTS = ['relevance', 'newest', 'deadline'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

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
  /** Left out: `relevance` with a query, `newest` without. */
  sort?: JobSort;
  /** Only jobs that state their pay (an amount, a range or a collective agreement). */
  hasPay?: boolean;
}

const FacetValueSchema = v.object({
  value: v.string(),
  label: v.string(),
  /** Categories: the label in each language (`label` is the English one, for older clients). */
  labels: v.optional(LocalizedTextSchema),
  count: FiniteSchema,
});
export type FacetValue = v.InferOutput<typeof FacetValueSchema>;

const FacetValuesSchema = v.array(FacetValueSchema);

const JobSearchResultSchema = v.object({
  items: v.array(JobSummarySchema),
  /** Exact number of jobs matching the query and filters. */
  total: FiniteSchema,
  page: FiniteSchema,
  pageSize: FiniteSchema,
  /** Values available for each filter, with counts for the current query. */
  facets: v.object({
    category: FacetValuesSchema,
    region: FacetValuesSchema,
    company: FacetValuesSchema,
    employmentType: FacetValuesSchema,
  }),
});
export type JobSearchResult = v.InferOutput<typeof JobSearchResultSchema>;

// --- company pages -------------------------------------------------------------------------------

const CompanyPageSchema = v.object({
  company: v.object({
    ...CompanyRefSchema.entries,
    website: v.nullable(v.string()),
    industry: v.string(),
    size: v.nullable(v.string()),
  }),
  slug: v.string(),
  title: v.string(),
  /** HTML written by the employer: untrusted, sanitised before it is shown. */
  aboutHtml: v.string(),
  /** The language of `title` and `aboutHtml` (BCP 47, as a job's `language`); null when unknown. */
  language: v.nullable(LanguageTagSchema),
  /** The company's open jobs. */
  jobs: v.array(JobSummarySchema),
});
export type CompanyPage = v.InferOutput<typeof CompanyPageSchema>;

// --- the checks request() applies ----------------------------------------------------------------

const CityListSchema = v.array(CitySchema);

export const isCityList = (d: unknown): d is City[] => v.is(CityListSchema, d);

export const isJobSummary = (d: unknown): d is JobSummary => v.is(JobSummarySchema, d);

export const isJob = (d: unknown): d is Job => v.is(JobSchema, d);

export const isJobSearchResult = (d: unknown): d is JobSearchResult =>
  v.is(JobSearchResultSchema, d);

export const isCompanyPage = (d: unknown): d is CompanyPage => v.is(CompanyPageSchema, d);
