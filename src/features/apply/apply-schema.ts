import * as yup from 'yup';
import type { ApplyFields, ApplyRequest } from '@/api/contract/applications';
import type { LanguageCode } from '@/api/contract/shared';
import { UPLOAD_LIMITS } from '@/api/constants';
import { acceptTermsRule, emailRule, phoneRule } from '@/lib/validation';

const MAX_NAME_LENGTH = 100;
export const MAX_COVER_LETTER_LENGTH = 10_000;

/** What the form holds: the request as the candidate fills it in; the language is the page's. */
export type ApplyFormValues = Omit<ApplyRequest, 'language'>;

/** The fields in the order they appear, which is also the order of the error summary. */
export const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'cv',
  'attachments',
  'coverLetter',
  'acceptTerms',
] as const;

export const EMPTY_APPLY_FORM: ApplyFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  coverLetter: '',
  acceptTerms: false,
  contactMe: false,
  candidateBank: false,
  cv: null,
  attachments: [],
};

const nameRule = (requiredKey: string) =>
  yup
    .string()
    .trim()
    .required(requiredKey)
    .max(MAX_NAME_LENGTH, { key: 'apply.errors.tooLong', values: { max: MAX_NAME_LENGTH } });

/** Apply form rules: names, email and phone required, phone as +xxxxxxxxxxx, terms accepted. */
export const applySchema = yup.object({
  firstName: nameRule('validation.firstNameRequired'),
  lastName: nameRule('validation.lastNameRequired'),
  email: emailRule(),
  phone: phoneRule(),
  coverLetter: yup.string().max(MAX_COVER_LETTER_LENGTH, {
    key: 'apply.errors.tooLong',
    values: { max: MAX_COVER_LETTER_LENGTH },
  }),
  acceptTerms: acceptTermsRule(),
  contactMe: yup.boolean(),
  candidateBank: yup.boolean(),
});

/** The request's text parts, with the schema's clean-up (trimmed names, lower-case email, bare phone). */
export function toApplyFields(values: ApplyFormValues, language: LanguageCode): ApplyFields {
  const clean = applySchema.validateSync(values);
  return {
    firstName: clean.firstName,
    lastName: clean.lastName,
    email: clean.email,
    phone: clean.phone,
    coverLetter: (clean.coverLetter ?? '').trim(),
    acceptTerms: clean.acceptTerms === true,
    contactMe: clean.contactMe === true,
    candidateBank: clean.candidateBank === true,
    language,
  };
}

// ---------------------------------------------------------------------------------------------
// Files: refused before upload when the type or size is not accepted (UPLOAD_LIMITS).
// ---------------------------------------------------------------------------------------------

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
