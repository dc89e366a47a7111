import { isApiError } from '@/lib/api-error';
import { idempotencyHeaders, mainHttp, request } from '@/api/http';
import {
  isApplication,
  isApplicationList,
  type Application,
  type ApplicationSummary,
  type UpdateApplicationRequest,
} from '@/api/contract/applications';
import { isEmpty } from '@/api/contract/shared';

const applicationUrl = (id: string) => `/applications/${encodeURIComponent(id)}`;

export function getApplications(signal?: AbortSignal): Promise<ApplicationSummary[]> {
  return request(mainHttp, { method: 'GET', url: '/applications', signal }, isApplicationList);
}

export function getApplication(id: string, signal?: AbortSignal): Promise<Application> {
  return request(mainHttp, { method: 'GET', url: applicationUrl(id), signal }, isApplication);
}

export function updateApplication(
  id: string,
  changes: UpdateApplicationRequest,
  idempotencyKey?: string,
): Promise<Application> {
  return request(
    mainHttp,
    {
      method: 'PATCH',
      url: applicationUrl(id),
      data: changes,
      headers: idempotencyHeaders(idempotencyKey),
    },
    isApplication,
  );
}

export async function deleteApplication(id: string): Promise<void> {
  await request(mainHttp, { method: 'DELETE', url: applicationUrl(id) }, isEmpty);
}

/** The main API answers 404 for an unknown id and for another candidate's application alike. */
export const isNotFoundError = (error: unknown): boolean =>
  isApiError(error) && error.status === 404;

export const isDeadlinePassedError = (error: unknown): boolean =>
  isApiError(error) && error.code === 'DEADLINE_PASSED';

/**
 * Closed: the recruiter has given the application a final status (docs/api.md). A passed
 * deadline does not close it, since interviews and offers come after the deadline; a withdrawn
 * application is deleted, so it never appears in the list.
 */
export const isClosed = (application: Pick<ApplicationSummary, 'status'>): boolean =>
  application.status === 'hired' || application.status === 'not-selected';

/**
 * The server's `editable` flag says whether the deadline has passed; the clock is checked too so
 * a page left open past the deadline stops offering edits without a reload.
 */
export function canEdit(
  application: Pick<ApplicationSummary, 'editable' | 'job'>,
  now = Date.now(),
): boolean {
  return application.editable && new Date(application.job.finalApplyDate).getTime() > now;
}
