import { ApiError } from '@/lib/api-error';
import { idempotencyHeaders, mainHttp, request } from '@/api/http';
import { encodeMultipart } from '@/api/multipart';
import {
  isApplicationFile,
  type ApplicationFile,
  type UploadFileRequest,
} from '@/api/contract/applications';
import { isEmpty } from '@/api/contract/shared';
import { fileContentUrl, RefusedFileAddressError } from './content-url';

const filesUrl = (applicationId: string) =>
  `/applications/${encodeURIComponent(applicationId)}/files`;

export interface UploadOptions {
  kind: UploadFileRequest['kind'];
  /** 0–100 while the bytes are on their way. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The same for every try of one upload, so a retried upload is saved once. */
  idempotencyKey?: string;
}

export function uploadApplicationFile(
  applicationId: string,
  file: File,
  { kind, onProgress, signal, idempotencyKey }: UploadOptions,
): Promise<ApplicationFile> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const { body, contentType } = encodeMultipart(form, idempotencyKey);
  return request(
    mainHttp,
    {
      method: 'POST',
      url: filesUrl(applicationId),
      data: body,
      signal,
      headers: { ...idempotencyHeaders(idempotencyKey), 'Content-Type': contentType },
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        if (onProgress && total > 0)
          onProgress(Math.min(100, Math.round((event.loaded / total) * 100)));
      },
    },
    isApplicationFile,
  );
}

export async function deleteApplicationFile(applicationId: string, fileId: string): Promise<void> {
  await request(
    mainHttp,
    { method: 'DELETE', url: `${filesUrl(applicationId)}/${encodeURIComponent(fileId)}` },
    isEmpty,
  );
}

/**
 * A file's bytes, fetched with credentials, and only from the main API (content-url.ts): any
 * other address is refused before a request is made. `request()` checks JSON shapes, so this one
 * asks the client for a Blob directly.
 */
export async function getFileBlob(contentUrl: string, signal?: AbortSignal): Promise<Blob> {
  const address = fileContentUrl(contentUrl);
  if (!address) throw new RefusedFileAddressError(contentUrl);
  // Absolute, so the client fetches exactly the address that was checked.
  const response = await mainHttp.get<unknown>(address.href, {
    responseType: 'blob',
    headers: { Accept: '*/*' },
    signal,
  });
  if (!(response.data instanceof Blob)) {
    throw new ApiError(
      'invalid-response',
      `Expected file content from ${contentUrl}`,
      response.status,
    );
  }
  return response.data;
}
