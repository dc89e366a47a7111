/** Checks of the answers about places, jobs and companies. */
import { isRecord } from '../errors';
import { isArrayOf, isNumber, isString } from './shape';
import type {
  Category,
  City,
  CompanyPage,
  CompanyRef,
  FacetValue,
  Job,
  JobCompany,
  JobSearchResult,
  JobSummary,
  LocalizedText,
} from '../types';

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
