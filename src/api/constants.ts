/** The fixed lists and limits of the API (docs/api.md); the contract's types derive from them. */

export const EMPLOYMENT_TYPES = [
  'full-time',
  'part-time',
  'temporary',
  'summer',
  'internship',
] as const;

export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;

/** Files a candidate may upload, stated up front in the forms and enforced by the server. */
export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxFilesPerApplication: 10,
  /** MIME type → the extension shown to people. */
  acceptedTypes: {
    'application/pdf': '.pdf',
    'application/msword': '.doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
    'application/vnd.oasis.opendocument.text': '.odt',
    'text/plain': '.txt',
    'image/jpeg': '.jpg',
    'image/png': '.png',
    'video/mp4': '.mp4',
  } as Record<string, string>,
} as const;

/** The `code` of a main-API error (`{"errors":[{"message":"...","code":"..."}]}`). */
export const API_ERROR_CODES = [
  'VALIDATION', // 400: a field is missing or malformed; `field` names it
  'UNAUTHENTICATED', // 401: no valid authtoken (an expired one answers message 'jwt expired')
  'NOT_FOUND', // 404
  'DEADLINE_PASSED', // 409: the job's final apply date has passed (apply, edit, upload)
  'FILE_TOO_LARGE', // 413
  'FILE_TYPE', // 415
  'TOO_MANY_FILES', // 409
  'CONFLICT', // 409: e.g. an email that another account uses
  'ALREADY_APPLIED', // 409: the logged-in candidate has an application for this job
] as const;
