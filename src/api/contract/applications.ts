/**
 * Applying and the candidate's applications (docs/api.md §5, §6): their files, meetings, messages
 * and tests. Everything but applying needs the authtoken cookie.
 */
import { isRecord } from '../errors';
import { isJobSummary, type JobSummary } from './jobs';
import { isArrayOf, isNumber, isString, type LanguageCode } from './shared';

// --- applying ------------------------------------------------------------------------------------

/** An application's text parts (booleans are sent as "true"/"false"). */
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

/** An application's file parts: `cv` (at most one) and `attachments` (the part repeated). */
export interface ApplyFiles {
  cv: File | null;
  attachments: File[];
}

/** POST /jobs/{slug}/applications as multipart/form-data: the fields, then the files. */
export type ApplyRequest = ApplyFields & ApplyFiles;

export interface ApplyResponse {
  applicationId: string;
  jobSlug: string;
  createdAt: string;
  /** True when the email belongs to an account: the application shows under My applications. */
  linkedToAccount: boolean;
}

// --- files ---------------------------------------------------------------------------------------

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

/** POST /applications/{id}/files as multipart/form-data: `kind` as a text part, then `file`. */
export interface UploadFileRequest {
  kind: ApplicationFile['kind'];
  file: File;
}

// --- meetings ------------------------------------------------------------------------------------

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

// --- applications --------------------------------------------------------------------------------

export type ApplicationStatus =
  'received' | 'in-review' | 'interview' | 'offer' | 'hired' | 'not-selected';

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

// --- messages ------------------------------------------------------------------------------------

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

// --- tests ---------------------------------------------------------------------------------------

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

// --- the checks of the answers -------------------------------------------------------------------

export const isApplyResponse = (d: unknown): d is ApplyResponse =>
  isRecord(d) && isString(d.applicationId) && isString(d.jobSlug);

export const isApplicationFile = (d: unknown): d is ApplicationFile =>
  isRecord(d) &&
  isString(d.id) &&
  isString(d.name) &&
  isString(d.contentType) &&
  isNumber(d.size) &&
  isString(d.contentUrl);

/** A zone this browser's Intl knows: an unknown one would throw while the meeting is shown. */
const isTimeZone = (value: unknown): value is string => {
  if (!isString(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const isMeeting = (d: unknown): d is Meeting =>
  isRecord(d) &&
  isString(d.id) &&
  isString(d.startsAt) &&
  isString(d.endsAt) &&
  isTimeZone(d.timeZone);

const isApplicationSummary = (d: unknown): d is ApplicationSummary =>
  isRecord(d) &&
  isString(d.id) &&
  isJobSummary(d.job) &&
  isString(d.appliedAt) &&
  typeof d.editable === 'boolean' &&
  (d.nextMeeting === null || isMeeting(d.nextMeeting));

export const isApplicationList = isArrayOf(isApplicationSummary);

export const isApplication = (d: unknown): d is Application =>
  isApplicationSummary(d) &&
  isRecord((d as Application).answers) &&
  isArrayOf(isApplicationFile)((d as Application).files) &&
  isArrayOf(isMeeting)((d as Application).meetings);

export const isMessage = (d: unknown): d is Message =>
  isRecord(d) &&
  isString(d.id) &&
  isString(d.body) &&
  isString(d.sentAt) &&
  (d.from === 'recruiter' || d.from === 'candidate');

export const isMessageList = isArrayOf(isMessage);

export const isMarkMessagesReadResponse = (d: unknown): d is MarkMessagesReadResponse =>
  isRecord(d) && isNumber(d.unreadMessages);

const isCandidateTest = (d: unknown): d is CandidateTest =>
  isRecord(d) &&
  isString(d.id) &&
  isString(d.name) &&
  (d.status === 'completed' || d.status === 'not-completed');

export const isCandidateTestList = isArrayOf(isCandidateTest);
