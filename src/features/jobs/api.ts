import { mainHttp, request } from '@/api/http';
import {
  isJob,
  isJobSearchResult,
  type Job,
  type JobSearchParams,
  type JobSearchResult,
} from '@/api/contract/jobs';
import { apiQuery } from './search-state';

export function getJobs(params: JobSearchParams, signal?: AbortSignal): Promise<JobSearchResult> {
  return request(
    mainHttp,
    { method: 'get', url: '/jobs', params: apiQuery(params), signal },
    isJobSearchResult,
  );
}

export function getJob(slug: string, signal?: AbortSignal): Promise<Job> {
  return request(
    mainHttp,
    { method: 'get', url: `/jobs/${encodeURIComponent(slug)}`, signal },
    isJob,
  );
}
