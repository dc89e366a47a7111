/** Checks of the answers about places, jobs and companies. */
import { isRecord } from '../errors';
import { isArrayOf, isNumber, isString } from './shape';
import type { City, CompanyPage, CompanyRef, Job, JobSearchResult, JobSummary } from '../types';

export const isCity = (d: unknown): d is City =>
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

export const isJob = (d: unknown): d is Job => isJobSummary(d) && isString((d as Job).adHtml);

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
