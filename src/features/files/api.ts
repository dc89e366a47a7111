import { ApiError } from '@/lib/api-error';
import { idempotencyHeaders, mainHttp, request } from '@/api/http';
import {
  isApplicationFile,
  type ApplicationFile,
  type UploadFileRequest,
} from '@/api/contract/applications';
import { isEmpty } from '@/api/contract/shared';

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
  return request(
    mainHttp,
    {
      method: 'POST',
      url: filesUrl(applicationId),
      data: form,
      signal,
      headers: idempotencyHeaders(idempotencyKey),
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
 * A file's bytes, fetched with credentials. `request()` checks JSON shapes, so this one asks the
 * client for a Blob directly.
 */
export async function getFileBlob(contentUrl: string, signal?: AbortSignal): Promise<Blob> {
  const response = await mainHttp.get<unknown>(contentUrl, {
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
