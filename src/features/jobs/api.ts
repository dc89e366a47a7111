import { mainHttp, request } from '@/api/http';
import type { Job, JobSearchParams, JobSearchResult } from '@/api/types';
import { isJob, isJobSearchResult } from '@/api/guards/jobs';

/** Repeated keys for multi-valued filters (`category=IT&category=Sales`), as the API expects. */
function toQuery(params: JobSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as Array<[string, unknown]>) {
    if (Array.isArray(value)) value.forEach((item) => query.append(key, String(item)));
    else if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query;
}

export function getJobs(params: JobSearchParams, signal?: AbortSignal): Promise<JobSearchResult> {
  return request(
    mainHttp,
    { method: 'get', url: '/jobs', params: toQuery(params), signal },
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
