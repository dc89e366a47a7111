import { mainHttp, request } from '@/api/http';
import type { Job, JobSearchParams, JobSearchResult } from '@/api/types';
import { isJob, isJobSearchResult } from '@/api/guards/jobs';
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
