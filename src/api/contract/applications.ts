/**
 * Applying and the candidate's applications (docs/api.md): their files, meetings, messages
 * and tests. Everything but applying needs the authtoken cookie.
 */
import * as v from 'valibot';
import { JobSummarySchema } from './jobs';
import { FiniteSchema, type LanguageCode } from './shared';

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

/**
 * An application's files: `cv` (at most one) and `attachments` (the part repeated). Instead of a
 * `cv` file, the text part `cvFileId` names a file the logged-in candidate stored before (GET
 * /files/latest-cv), which the API copies onto the application.
 */
export interface ApplyFiles {
  cv: File | null;
  cvFileId: string | null;
  attachments: File[];
}

/** POST /jobs/{slug}/applications as multipart/form-data: the fields, then the files. */
export type ApplyRequest = ApplyFields & ApplyFiles;

const ApplyResponseSchema = v.object({
  applicationId: v.string(),
  jobSlug: v.string(),
  createdAt: v.string(),
  /** True when the email belongs to an account: the application shows under My applications. */
  linkedToAccount: v.boolean(),
});
export type ApplyResponse = v.InferOutput<typeof ApplyResponseSchema>;

// --- files ---------------------------------------------------------------------------------------

const ApplicationFileSchema = v.object({
  id: v.string(),
  /** The uploader's file name: untrusted text. */
  name: v.string(),
  contentType: v.string(),
  size: FiniteSchema,
  uploadedAt: v.string(),
  kind: v.picklist(['cv', 'attachment']),
  /** GET this path on the main API (with credentials) for the bytes. */
  contentUrl: v.string(),
});
export type ApplicationFile = v.InferOutput<typeof ApplicationFileSchema>;

/** GET /files/latest-cv: the CV of the candidate's newest application that has one, or null. */
const LatestCvResponseSchema = v.object({ file: v.nullable(ApplicationFileSchema) });
export type LatestCvResponse = v.InferOutput<typeof LatestCvResponseSchema>;

/** POST /applications/{id}/files as multipart/form-data: `kind` as a text part, then `file`. */
export interface UploadFileRequest {
  kind: ApplicationFile['kind'];
  file: File;
}

// --- meetings ------------------------------------------------------------------------------------

/** A zone this browser's Intl knows: an unknown one would throw while the meeting is shown. */
const TimeZoneSchema = v.pipe(
  v.string(),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }),
);

const MeetingSchema = v.object({
  id: v.string(),
  title: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  /** The IANA zone the meeting is held in ("Europe/Stockholm"); its times are shown there. */
  timeZone: TimeZoneSchema,
  /** A street address or room, when the meeting is in person. */
  location: v.nullable(v.string()),
  /** A video link, when the meeting is online. */
  videoUrl: v.nullable(v.string()),
  organizer: v.string(),
  notes: v.nullable(v.string()),
});
export type Meeting = v.InferOutput<typeof MeetingSchema>;

// --- applications --------------------------------------------------------------------------------

const ApplicationStatusSchema = v.picklist([
  'received',
  'in-review',
  'interview',
  'offer',
  'hired',
  'not-selected',
]);
export type ApplicationStatus = v.InferOutput<typeof ApplicationStatusSchema>;

const ApplicationSummarySchema = v.object({
  id: v.string(),
  job: JobSummarySchema,
  appliedAt: v.string(),
  updatedAt: v.string(),
  status: ApplicationStatusSchema,
  /** False once the job's final apply date has passed. */
  editable: v.boolean(),
  unreadMessages: FiniteSchema,
  pendingTests: FiniteSchema,
  nextMeeting: v.nullable(MeetingSchema),
});
export type ApplicationSummary = v.InferOutput<typeof ApplicationSummarySchema>;

const ApplicationAnswersSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  coverLetter: v.string(),
});
export type ApplicationAnswers = v.InferOutput<typeof ApplicationAnswersSchema>;

export const ApplicationSchema = v.object({
  ...ApplicationSummarySchema.entries,
  answers: ApplicationAnswersSchema,
  files: v.array(ApplicationFileSchema),
  meetings: v.array(MeetingSchema),
});
export type Application = v.InferOutput<typeof ApplicationSchema>;

/** PATCH /applications/{id}: any subset of the answers. 409 DEADLINE_PASSED after the deadline. */
export type UpdateApplicationRequest = Partial<ApplicationAnswers>;

// --- messages ------------------------------------------------------------------------------------

export const MessageSchema = v.object({
  id: v.string(),
  from: v.picklist(['recruiter', 'candidate']),
  senderName: v.string(),
  /** Plain text, untrusted; shown as text, never as HTML. */
  body: v.string(),
  sentAt: v.string(),
  /** Recruiter messages: whether the candidate has seen it. Own messages are always read. */
  read: v.boolean(),
});
export type Message = v.InferOutput<typeof MessageSchema>;

export interface SendMessageRequest {
  /** 1 to 10,000 characters. */
  body: string;
}

export interface MarkMessagesReadRequest {
  messageIds: string[];
}

const MarkMessagesReadResponseSchema = v.object({
  unreadMessages: FiniteSchema,
});
export type MarkMessagesReadResponse = v.InferOutput<typeof MarkMessagesReadResponseSchema>;

// --- tests ---------------------------------------------------------------------------------------

const TestReportSchema = v.object({
  /** 0–100, when the test gives one overall score. */
  score: v.nullable(FiniteSchema),
  summary: v.string(),
  sections: v.array(
    v.object({
      name: v.string(),
      score: FiniteSchema,
      max: FiniteSchema,
    }),
  ),
});

export const CandidateTestSchema = v.object({
  id: v.string(),
  name: v.string(),
  provider: v.string(),
  status: v.picklist(['completed', 'not-completed']),
  /** Not completed: where to take it, and by when. */
  takeUrl: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  completedAt: v.nullable(v.string()),
  report: v.nullable(TestReportSchema),
});
export type CandidateTest = v.InferOutput<typeof CandidateTestSchema>;

// --- the checks request() applies ----------------------------------------------------------------

const ApplicationListSchema = v.array(ApplicationSummarySchema);
const MessageListSchema = v.array(MessageSchema);
const CandidateTestListSchema = v.array(CandidateTestSchema);

export const isApplyResponse = (d: unknown): d is ApplyResponse => v.is(ApplyResponseSchema, d);

export const isApplicationFile = (d: unknown): d is ApplicationFile =>
  v.is(ApplicationFileSchema, d);

export const isLatestCvResponse = (d: unknown): d is LatestCvResponse =>
  v.is(LatestCvResponseSchema, d);

export const isApplicationList = (d: unknown): d is ApplicationSummary[] =>
  v.is(ApplicationListSchema, d);

export const isApplication = (d: unknown): d is Application => v.is(ApplicationSchema, d);

export const isMessage = (d: unknown): d is Message => v.is(MessageSchema, d);

export const isMessageList = (d: unknown): d is Message[] => v.is(MessageListSchema, d);

export const isMarkMessagesReadResponse = (d: unknown): d is MarkMessagesReadResponse =>
  v.is(MarkMessagesReadResponseSchema, d);

export const isCandidateTestList = (d: unknown): d is CandidateTest[] =>
  v.is(CandidateTestListSchema, d);
