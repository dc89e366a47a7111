/**
 * One set of types for every request and answer of the auth service (contract §3) and the main
 * API (docs/api.md). The client's API functions and the demo handlers both use these, so the
 * two cannot drift apart. Dates are ISO 8601 strings; ids are opaque strings.
 *
 * Types only: the shape checks `request()` applies to answers are in `guards/`, one module per
 * area, and the constants the types derive from in `constants.ts`, so that a page downloads the
 * checks of the calls it makes and no others.
 */
import type { API_ERROR_CODES, EMPLOYMENT_TYPES, FREQUENCIES } from './constants';
import type { TfaMethod } from './session';

export type { TfaMethod };

// ---------------------------------------------------------------------------------------------
// Shared: languages, countries, the lists the constants define, error bodies
// ---------------------------------------------------------------------------------------------

export type Country = 'SE' | 'NO' | 'DK';

export type LanguageCode = 'sv' | 'en' | 'no' | 'dk';

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export type Frequency = (typeof FREQUENCIES)[number];

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

// ---------------------------------------------------------------------------------------------
// Auth service (contract §3)
// ---------------------------------------------------------------------------------------------

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  userId: string;
  tfaMethod: TfaMethod;
  /** For `sms`: seconds before a new code may be asked for (POST /auth/tfa/resend). */
  retryAfter?: number;
}

/** Asked for a texted code: sent now, or not yet and when (seconds) to ask again. */
export interface CodeSentResponse {
  codeSent: boolean;
  retryAfter?: number;
}

export interface ResendCodeRequest {
  userId: string;
}

export interface VerifyPhoneRequest {
  token: string;
  phone: string;
}

export interface TfaRequest {
  userId: string;
  code: string;
}

export interface VerifyCandidateRequest {
  email: string;
  language: LanguageCode;
}

export interface GenerateTotpRequest {
  email: string;
}

export interface GenerateTotpResponse {
  otpauthUrl: string;
  secret: string;
}

export interface RegisterCandidateForm {
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  password: string;
  tfaMethod: TfaMethod;
  acceptTerms: boolean;
  contactMe: boolean;
  candidateBank: boolean;
  language: LanguageCode;
  /** A current code from the authenticator app (totp), or the code texted to `phone` (sms). */
  code?: string;
}

export interface RegisterCandidateRequest {
  form: RegisterCandidateForm;
  token: string;
}

export interface RegisterCandidateResponse {
  userId: string;
}

export interface UserExistsRequest {
  email: string;
}

export interface UserExistsResponse {
  exists: boolean;
}

export interface ResetPasswordRequestRequest {
  email: string;
}

export interface ResetPasswordTokenCheckRequest {
  token: string;
}

/** The answer of both token checks (registration and reset links). */
export interface TokenCheckResponse {
  valid: boolean;
  /** The address the link was sent to, when valid. */
  email?: string;
}

export interface ConfirmEmailRequest {
  token: string;
}

export interface ConfirmEmailResponse {
  email: string;
}

export interface ResetPasswordRequest {
  password: string;
  token: string;
}

export interface TfaMethodResponse {
  tfaMethod: TfaMethod | null;
}

export interface ChangeTfaMethodRequest {
  tfaMethod: TfaMethod;
  /** A code sent by SMS, or read from the authenticator app, for the new method. */
  code?: string;
}

/**
 * PATCH /auth/tfa-method answer. Asked to switch to sms without a code, the service texts a code
 * to the profile's phone and answers `codeSent` (nothing changed yet); `{}` means the method has
 * changed.
 */
export type ChangeTfaMethodResponse = Partial<CodeSentResponse>;

/** Any `200 {}` answer. */
export type Empty = Record<string, never>;

// ---------------------------------------------------------------------------------------------
// Main API: places (contract §4)
// ---------------------------------------------------------------------------------------------

export interface CityRequest {
  query: string;
}

export interface City {
  name: string;
  region: string;
  country: Country;
}

// ---------------------------------------------------------------------------------------------
// Jobs and companies
// ---------------------------------------------------------------------------------------------

export interface CompanyRef {
  /** The `{company}` segment of /company/{company}/{slug}. */
  id: string;
  name: string;
  /** The `{slug}` of the company's main page. */
  pageSlug: string;
  /** An image URL (same origin or the main API); null when the company has none. */
  logoUrl: string | null;
}

/**
 * Words the API gives in several languages: BCP 47 tag → text. The portal's four interface
 * languages are `sv-SE`, `en-US`, `nb-NO` and `da-DK`; a bare language (`sv`, `nb`) counts for
 * any of its regions. `api/labels.ts` picks the visitor's, with the fallbacks docs/api.md names.
 */
export type LocalizedText = Record<string, string>;

/** A job's category: a stable key to filter and store by, and its name in each language. */
export interface Category {
  /** Language-neutral and stable (`healthcare`): the `category` filter's value and what alerts store. */
  key: string;
  labels: LocalizedText;
}

export interface JobSummary {
  id: string;
  slug: string;
  title: string;
  company: CompanyRef;
  /** City. */
  location: string;
  /** The region (placement): län, fylke or region. */
  region: string;
  country: Country;
  /** Null when the employer chose none. */
  category: Category | null;
  /**
   * The language the employer wrote the ad in (title, excerpt, ad text), a BCP 47 tag (`sv`,
   * `nb`, `da`, `en`); null when unknown. The portal marks the ad with it (`lang`).
   */
  language: string | null;
  employmentType: EmploymentType;
  publishedAt: string;
  /** The last moment applications are accepted. After it the job is closed. */
  finalApplyDate: string;
  /** Plain text, a couple of sentences. */
  excerpt: string;
}

/** A job's company on its own page: the company as everywhere, and its own privacy notice. */
export interface JobCompany extends CompanyRef {
  /**
   * The employer's own privacy notice (an https address), which the apply form links to instead
   * of the portal's. Optional: null or left out when the employer has none.
   */
  privacyNoticeUrl?: string | null;
}

export interface Job extends JobSummary {
  company: JobCompany;
  /** The ad as HTML written by the employer: untrusted, sanitised before it is shown. */
  adHtml: string;
  /** Who to contact with questions, plain text. */
  contactName: string | null;
  contactEmail: string | null;
}

/** GET /jobs query: every filter may repeat (`category=it&category=sales`) and filters combine. */
export interface JobSearchParams {
  q?: string;
  category?: string[];
  region?: string[];
  company?: string[];
  employmentType?: EmploymentType[];
  /** 1-based. */
  page?: number;
  /** Default 20, at most 100. */
  pageSize?: number;
  /** Include jobs whose final apply date has passed. Default false. */
  includeClosed?: boolean;
}

export interface FacetValue {
  value: string;
  label: string;
  /** Categories: the label in each language (`label` is the English one, for older clients). */
  labels?: LocalizedText;
  count: number;
}

export interface JobSearchResult {
  items: JobSummary[];
  /** Exact number of jobs matching the query and filters. */
  total: number;
  page: number;
  pageSize: number;
  /** Values available for each filter, with counts for the current query. */
  facets: {
    category: FacetValue[];
    region: FacetValue[];
    company: FacetValue[];
    employmentType: FacetValue[];
  };
}

export interface CompanyPage {
  company: CompanyRef & { website: string | null; industry: string; size: string | null };
  slug: string;
  title: string;
  /** HTML written by the employer: untrusted, sanitised before it is shown. */
  aboutHtml: string;
  /** The language of `title` and `aboutHtml` (BCP 47, as a job's `language`); null when unknown. */
  language: string | null;
  /** The company's open jobs. */
  jobs: JobSummary[];
}

// ---------------------------------------------------------------------------------------------
// Applying
// ---------------------------------------------------------------------------------------------

/**
 * POST /jobs/{slug}/applications as multipart/form-data: these fields as text parts
 * (booleans as "true"/"false"), then `cv` (at most one file) and `attachments` (repeated).
 */
export interface ApplyFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  coverLetter: string;
  acceptTerms: boolean;
  contactMe: boolean;
  candidateBank: boolean;
  language: LanguageCode;
}

export interface ApplyResponse {
  applicationId: string;
  jobSlug: string;
  createdAt: string;
  /** True when the email belongs to an account: the application shows under My applications. */
  linkedToAccount: boolean;
}

// ---------------------------------------------------------------------------------------------
// The candidate's applications (all need the authtoken cookie)
// ---------------------------------------------------------------------------------------------

export type ApplicationStatus =
  'received' | 'in-review' | 'interview' | 'offer' | 'hired' | 'not-selected';

export interface ApplicationFile {
  id: string;
  /** The uploader's file name: untrusted text. */
  name: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** 'cv' or 'attachment'. */
  kind: 'cv' | 'attachment';
  /** GET this path on the main API (with credentials) for the bytes. */
  contentUrl: string;
}

export interface Meeting {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  /** The IANA zone the meeting is held in ("Europe/Stockholm"); its times are shown there. */
  timeZone: string;
  /** A street address or room, when the meeting is in person. */
  location: string | null;
  /** A video link, when the meeting is online. */
  videoUrl: string | null;
  organizer: string;
  notes: string | null;
}

export interface ApplicationSummary {
  id: string;
  job: JobSummary;
  appliedAt: string;
  updatedAt: string;
  status: ApplicationStatus;
  /** False once the job's final apply date has passed. */
  editable: boolean;
  unreadMessages: number;
  pendingTests: number;
  nextMeeting: Meeting | null;
}

export interface ApplicationAnswers {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  coverLetter: string;
}

export interface Application extends ApplicationSummary {
  answers: ApplicationAnswers;
  files: ApplicationFile[];
  meetings: Meeting[];
}

/** PATCH /applications/{id}: any subset of the answers. 409 DEADLINE_PASSED after the deadline. */
export type UpdateApplicationRequest = Partial<ApplicationAnswers>;

export interface Message {
  id: string;
  from: 'recruiter' | 'candidate';
  senderName: string;
  /** Plain text, untrusted; shown as text, never as HTML. */
  body: string;
  sentAt: string;
  /** Recruiter messages: whether the candidate has seen it. Own messages are always read. */
  read: boolean;
}

export interface SendMessageRequest {
  /** 1 to 10,000 characters. */
  body: string;
}

export interface MarkMessagesReadRequest {
  messageIds: string[];
}

export interface MarkMessagesReadResponse {
  unreadMessages: number;
}

interface TestReport {
  /** 0–100, when the test gives one overall score. */
  score: number | null;
  summary: string;
  sections: Array<{ name: string; score: number; max: number }>;
}

export interface CandidateTest {
  id: string;
  name: string;
  provider: string;
  status: 'completed' | 'not-completed';
  /** Not completed: where to take it, and by when. */
  takeUrl: string | null;
  dueDate: string | null;
  completedAt: string | null;
  report: TestReport | null;
}

// ---------------------------------------------------------------------------------------------
// Job subscriptions
// ---------------------------------------------------------------------------------------------

export interface SubscriptionCriteria {
  q?: string;
  /** Category keys. */
  category?: string[];
  region?: string[];
  company?: string[];
  employmentType?: EmploymentType[];
  /** A place from POST /location/city. */
  location?: string;
}

export interface Subscription {
  id: string;
  email: string;
  criteria: SubscriptionCriteria;
  frequency: Frequency;
  createdAt: string;
  /** Anonymous subscriptions start unconfirmed until the emailed link is opened. */
  confirmed: boolean;
  /** Open jobs that match the criteria now. */
  matchingJobs: number;
}

/** POST /subscriptions. `email` is required without a login and ignored with one. */
export interface CreateSubscriptionRequest {
  criteria: SubscriptionCriteria;
  frequency: Frequency;
  email?: string;
  language?: LanguageCode;
}

/** PATCH /subscriptions/{id} (or /subscriptions/by-token/{token}). */
export interface UpdateSubscriptionRequest {
  frequency?: Frequency;
  criteria?: SubscriptionCriteria;
}

// ---------------------------------------------------------------------------------------------
// Profile, consents, terms and privacy notice, data export, deletion
// ---------------------------------------------------------------------------------------------

export interface Consents {
  acceptTerms: boolean;
  acceptedTermsAt: string | null;
  termsVersion: string | null;
  contactMe: boolean;
  candidateBank: boolean;
}

export interface Profile {
  userId: string;
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  language: LanguageCode;
  createdAt: string;
  /** When the data is deleted unless the candidate stays visible (spec §4: at most 24 months). */
  dataExpiresAt: string;
  consents: Consents;
  /**
   * A new address asked for and not yet confirmed through the link sent to it; the login is
   * `email` until then. Absent from services that change the address at once.
   */
  pendingEmail?: string | null;
}

export interface UpdateProfileRequest {
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
}

export type UpdateConsentsRequest = Partial<Pick<Consents, 'contactMe' | 'candidateBank'>>;

/** GET /terms and GET /privacy-notice: a text the portal shows as a page of its own. */
export interface LegalDocument {
  version: string;
  updatedAt: string;
  /** Plain text sections; a blank line in `body` separates paragraphs. */
  sections: Array<{ heading: string; body: string }>;
}

/** GET /profile/export: everything the portal holds about the candidate. */
export interface DataExport {
  exportedAt: string;
  profile: Profile;
  applications: Array<Application & { messages: Message[]; tests: CandidateTest[] }>;
  subscriptions: Subscription[];
}
