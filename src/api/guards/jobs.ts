/** Checks of the answers about places, jobs and companies. */
import { isRecord } from '../errors';
import { isArrayOf, isNumber, isString } from './shape';
import type {
  City,
  CompanyPage,
  CompanyRef,
  Job,
  JobCompany,
  JobSearchResult,
  JobSummary,
} from '../types';

const isCity = (d: unknown): d is City =>
  isRecord(d) && isString(d.name) && isString(d.region) && isString(d.country);

export const isCityList = isArrayOf(isCity);

const isCompanyRef = (d: unknown): d is CompanyRef =>
  isRecord(d) && isString(d.id) && isString(d.name) && isString(d.pageSlug);

export const isJobSummary = (d: unknown): d is JobSummary =>
  isRecord(d) &&
  isString(d.id) &&
  isString(d.slug) &&
  isString(d.title) &&
  isCompanyRef(d.company) &&
  isString(d.location) &&
  isString(d.finalApplyDate);

/** The employer's notice may be left out or null; anything else there is a wrong answer. */
const isJobCompany = (d: unknown): d is JobCompany => {
  if (!isCompanyRef(d)) return false;
  const notice = (d as JobCompany).privacyNoticeUrl;
  return notice === undefined || notice === null || isString(notice);
};

export const isJob = (d: unknown): d is Job =>
  isJobSummary(d) && isJobCompany(d.company) && isString((d as Job).adHtml);

export const isJobSearchResult = (d: unknown): d is JobSearchResult =>
  isRecord(d) &&
  isArrayOf(isJobSummary)(d.items) &&
  isNumber(d.total) &&
  isNumber(d.page) &&
  isNumber(d.pageSize) &&
  isRecord(d.facets);

export const isCompanyPage = (d: unknown): d is CompanyPage =>
  isRecord(d) &&
  isCompanyRef(d.company) &&
  isString(d.slug) &&
  isString(d.aboutHtml) &&
  isArrayOf(isJobSummary)(d.jobs);
