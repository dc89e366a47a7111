import { UPLOAD_LIMITS } from '@/api/constants';

/**
 * The apply form's files, checked as they are chosen: a type or size the service does not take is
 * refused before anything is uploaded (UPLOAD_LIMITS).
 */

export const ACCEPTED_EXTENSIONS = [...new Set(Object.values(UPLOAD_LIMITS.acceptedTypes))];
/** For the file input's `accept`: MIME types and extensions both, as browsers differ. */
export const ACCEPT_ATTRIBUTE = [
  ...Object.keys(UPLOAD_LIMITS.acceptedTypes),
  ...ACCEPTED_EXTENSIONS,
  '.jpeg',
].join(',');

export type FileProblem =
  | { key: 'apply.files.errors.type'; values: { name: string; types: string } }
  | { key: 'apply.files.errors.size'; values: { name: string; size: string } }
  | { key: 'apply.files.errors.empty'; values: { name: string } }
  | { key: 'apply.files.errors.tooMany'; values: { count: number } };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
}

function isAcceptedType(file: File): boolean {
  if (file.type && file.type in UPLOAD_LIMITS.acceptedTypes) return true;
  // Some systems give no MIME type (or a generic one) for office files: the extension decides.
  const extension = extensionOf(file.name) === '.jpeg' ? '.jpg' : extensionOf(file.name);
  return (
    (!file.type || file.type === 'application/octet-stream') &&
    ACCEPTED_EXTENSIONS.includes(extension)
  );
}

/**
 * Checks chosen files against the limits. `formatSize` formats bytes for the active locale, so the
 * message names the limit as the visitor reads numbers.
 */
export function checkFiles(
  chosen: File[],
  alreadyChosen: number,
  formatSize: (bytes: number) => string,
): { accepted: File[]; problems: FileProblem[] } {
  const accepted: File[] = [];
  const problems: FileProblem[] = [];
  for (const file of chosen) {
    if (!isAcceptedType(file)) {
      problems.push({
        key: 'apply.files.errors.type',
        values: { name: file.name, types: ACCEPTED_EXTENSIONS.join(', ') },
      });
    } else if (file.size > UPLOAD_LIMITS.maxBytes) {
      problems.push({
        key: 'apply.files.errors.size',
        values: { name: file.name, size: formatSize(UPLOAD_LIMITS.maxBytes) },
      });
    } else if (file.size === 0) {
      problems.push({ key: 'apply.files.errors.empty', values: { name: file.name } });
    } else if (alreadyChosen + accepted.length >= UPLOAD_LIMITS.maxFilesPerApplication) {
      problems.push({
        key: 'apply.files.errors.tooMany',
        values: { count: UPLOAD_LIMITS.maxFilesPerApplication },
      });
      break;
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}
