import { UPLOAD_LIMITS } from '@/api/constants';

export type UploadRefusal =
  | { reason: 'type'; types: string }
  | { reason: 'size'; maxBytes: number }
  | { reason: 'count'; max: number }
  | { reason: 'empty' };

/** The extensions people see, in the order the limits list them: ".pdf, .doc, …". */
export const acceptedExtensions = (): string =>
  [...new Set(Object.values(UPLOAD_LIMITS.acceptedTypes))].join(', ');

/** The `accept` attribute: MIME types and extensions, so every file picker filters well. */
export const acceptAttribute = (): string =>
  [
    ...Object.keys(UPLOAD_LIMITS.acceptedTypes),
    ...new Set(Object.values(UPLOAD_LIMITS.acceptedTypes)),
    '.jpeg',
  ].join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

function isAcceptedType(file: File): boolean {
  const extensions = Object.values(UPLOAD_LIMITS.acceptedTypes);
  const extension = extensionOf(file.name);
  const extensionOk =
    extensions.includes(extension) || (extension === '.jpeg' && extensions.includes('.jpg'));
  // Browsers leave the type empty or generic for some files (.odt on many systems); the extension decides then.
  if (!file.type || file.type === 'application/octet-stream') return extensionOk;
  return file.type in UPLOAD_LIMITS.acceptedTypes && extensionOk;
}

/**
 * The server's limits checked before a byte is sent (415 FILE_TYPE, 413 FILE_TOO_LARGE,
 * 409 TOO_MANY_FILES), so a refused file costs no upload.
 */
export function checkUpload(file: File, filesAlready: number): UploadRefusal | null {
  if (!isAcceptedType(file)) return { reason: 'type', types: acceptedExtensions() };
  if (file.size === 0) return { reason: 'empty' };
  if (file.size > UPLOAD_LIMITS.maxBytes)
    return { reason: 'size', maxBytes: UPLOAD_LIMITS.maxBytes };
  if (filesAlready >= UPLOAD_LIMITS.maxFilesPerApplication) {
    return { reason: 'count', max: UPLOAD_LIMITS.maxFilesPerApplication };
  }
  return null;
}

export type PreviewKind = 'pdf' | 'image' | 'video' | null;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const VIDEO_TYPES = new Set(['video/mp4', 'video/webm', 'video/ogg']);

/** What the preview can show in the page; anything else downloads. SVG stays out (it can carry script). */
export function previewKindOf(contentType: string): PreviewKind {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (IMAGE_TYPES.has(type)) return 'image';
  if (VIDEO_TYPES.has(type)) return 'video';
  return null;
}

/** The type the bytes are given in the page: the one the preview expects, never the server's guess. */
export function safeBlobType(kind: PreviewKind, contentType: string): string {
  if (kind === 'pdf') return 'application/pdf';
  if (kind) return contentType.split(';')[0]!.trim().toLowerCase();
  return 'application/octet-stream';
}
