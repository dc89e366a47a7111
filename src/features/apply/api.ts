import { idempotencyHeaders, mainHttp, request } from '@/api/http';
import { encodeMultipart } from '@/api/multipart';
import {
  isApplyResponse,
  isLatestCvResponse,
  type ApplicationFile,
  type ApplyFields,
  type ApplyFiles,
  type ApplyResponse,
} from '@/api/contract/applications';

export interface ApplyOptions {
  /** 0–1 while the request body (with the files) is being sent. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The submission's key: the same for a resend of the same application, so it is saved once. */
  idempotencyKey?: string;
}

/**
 * POST /jobs/{slug}/applications as multipart: the fields as text parts, then the files, encoded
 * once so that the retry sends the same bytes (api/multipart).
 */
export function applyToJob(
  slug: string,
  fields: ApplyFields,
  files: ApplyFiles,
  options: ApplyOptions = {},
): Promise<ApplyResponse> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  if (files.cv) body.append('cv', files.cv, files.cv.name);
  else if (files.cvFileId) body.append('cvFileId', files.cvFileId);
  files.attachments.forEach((file) => body.append('attachments', file, file.name));
  const multipart = encodeMultipart(body, options.idempotencyKey);
  return request(
    mainHttp,
    {
      method: 'post',
      url: `/jobs/${encodeURIComponent(slug)}/applications`,
      data: multipart.body,
      signal: options.signal,
      headers: {
        ...idempotencyHeaders(options.idempotencyKey),
        'Content-Type': multipart.contentType,
      },
      onUploadProgress: (event) => {
        const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
        if (fraction !== undefined) options.onUploadProgress?.(Math.min(1, Math.max(0, fraction)));
      },
    },
    isApplyResponse,
  );
}

/** GET /files/latest-cv: the CV a logged-in candidate sent last, which applying again offers. */
export async function getLatestCv(signal?: AbortSignal): Promise<ApplicationFile | null> {
  const answer = await request(
    mainHttp,
    { method: 'GET', url: '/files/latest-cv', signal },
    isLatestCvResponse,
  );
  return answer.file;
}
