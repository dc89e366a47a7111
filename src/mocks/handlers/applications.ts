import { HttpResponse } from 'msw';
import type {
  Application,
  ApplicationAnswers,
  ApplicationFile,
  ApplicationSummary,
  ApplyFields,
  ApplyRequest,
  MarkMessagesReadRequest,
  Meeting,
  Message,
  SendMessageRequest,
  UpdateApplicationRequest,
  UploadFileRequest,
} from '@/api/contract/applications';
import type { LanguageCode } from '@/api/contract/shared';
import { UPLOAD_LIMITS } from '@/api/constants';
import { thanksForApplying } from '../data/ads';
import { toJobSummary, type DemoJob } from '../data/jobs';
import { sampleBytes } from '../data/samples';
import {
  RequestError,
  badRequest,
  emailField,
  json,
  noContent,
  notFound,
  phoneField,
  readFormData,
  readJsonBody,
  route,
  stringField,
  type Sent,
  type SentForm,
} from '../respond';
import {
  addInboxEntry,
  apiBase,
  catalog,
  deleteApplicationCascade,
  forgetUploadedBytes,
  getState,
  mutate,
  readUploadedBytes,
  saveUploadedBytes,
  type DemoUser,
  type StoredApplication,
  type StoredFile,
} from '../store';
import { newId } from '../tokens';
import { issueEmailToken } from './auth';

const LANGUAGES: readonly string[] = ['sv', 'en', 'no', 'dk'];
const COVER_LETTER_MAX = 10_000;
const MESSAGE_MAX = 10_000;

// --- representations -----------------------------------------------------------------------------

const stripApplicationId = <T extends { applicationId: string }>({
  applicationId: _,
  ...rest
}: T) => rest;

function jobOf(application: StoredApplication, now: number): DemoJob | null {
  return catalog(now).jobsBySlug.get(application.jobSlug) ?? null;
}

function toFile(file: StoredFile): ApplicationFile {
  return {
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.uploadedAt,
    kind: file.kind,
    contentUrl: `${apiBase()}/files/${encodeURIComponent(file.id)}/content`,
  };
}

function meetingsOf(applicationId: string): Meeting[] {
  return getState()
    .meetings.filter((meeting) => meeting.applicationId === applicationId)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map(stripApplicationId);
}

function messagesOf(applicationId: string): Message[] {
  return getState()
    .messages.filter((message) => message.applicationId === applicationId)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id))
    .map(stripApplicationId);
}

const unreadCount = (applicationId: string) =>
  getState().messages.filter(
    (message) =>
      message.applicationId === applicationId && message.from === 'recruiter' && !message.read,
  ).length;

function toSummary(application: StoredApplication, job: DemoJob, now: number): ApplicationSummary {
  const upcoming =
    meetingsOf(application.id).find((meeting) => Date.parse(meeting.endsAt) > now) ?? null;
  return {
    id: application.id,
    job: toJobSummary(job),
    appliedAt: application.appliedAt,
    updatedAt: application.updatedAt,
    status: application.status,
    editable: job.finalApplyTime > now,
    unreadMessages: unreadCount(application.id),
    pendingTests: getState().tests.filter(
      (test) => test.applicationId === application.id && test.status === 'not-completed',
    ).length,
    nextMeeting: upcoming,
  };
}

export function toApplication(application: StoredApplication, now: number): Application | null {
  const job = jobOf(application, now);
  if (!job) return null;
  return {
    ...toSummary(application, job, now),
    answers: { ...application.answers },
    // In the order they were added: a replacing CV is stored in its predecessor's place.
    files: getState()
      .files.filter((file) => file.applicationId === application.id)
      .map(toFile),
    meetings: meetingsOf(application.id),
  };
}

/** A file's bytes: a seeded file's generated sample, or what was uploaded (null once lost). */
export function storedFileBytes(file: StoredFile): Uint8Array | null {
  return file.sample ? sampleBytes(file.sample) : readUploadedBytes(file.id);
}

export function applicationsOf(user: DemoUser): StoredApplication[] {
  return getState()
    .applications.filter((application) => application.userId === user.id)
    .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
}

/** The candidate's own application; another candidate's is as unknown as a missing one (404). */
function ownApplication(user: DemoUser | null, id: string | undefined): StoredApplication {
  const application = getState().applications.find((candidate) => candidate.id === id);
  if (!user || !application || application.userId !== user.id)
    throw notFound('No such application');
  return application;
}

function requireOpen(application: StoredApplication, now: number): DemoJob {
  const job = jobOf(application, now);
  if (!job) throw notFound('The job no longer exists');
  if (job.finalApplyTime <= now)
    throw new RequestError(409, 'DEADLINE_PASSED', 'The final apply date has passed');
  return job;
}

// --- files ---------------------------------------------------------------------------------------

const EXTENSION_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(UPLOAD_LIMITS.acceptedTypes).map(([type, extension]) => [extension, type]),
);
EXTENSION_TYPES['.jpeg'] = 'image/jpeg';

/** The file's type from what the browser said, or from its extension when it said nothing useful. */
function acceptedType(file: File): string | null {
  if (file.type && file.type in UPLOAD_LIMITS.acceptedTypes) return file.type;
  if (file.type && file.type !== 'application/octet-stream') return null;
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

interface Upload {
  file: File;
  contentType: string;
  kind: 'cv' | 'attachment';
}

function checkUpload(value: FormDataEntryValue, field: string, kind: 'cv' | 'attachment'): Upload {
  if (typeof value === 'string') throw badRequest(`${field} must be a file`, field);
  const contentType = acceptedType(value);
  if (!contentType)
    throw new RequestError(
      415,
      'FILE_TYPE',
      `This type of file is not accepted: ${value.type || value.name}`,
      field,
    );
  if (value.size > UPLOAD_LIMITS.maxBytes)
    throw new RequestError(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB', field);
  if (value.size === 0) throw badRequest('The file is empty', field);
  return { file: value, contentType, kind };
}

const cleanFileName = (name: string) =>
  (
    name
      .replace(/[\\/]/g, '_')
      .replace(/\p{Cc}/gu, '')
      .trim() || 'file'
  ).slice(0, 200);

async function storeUploads(
  applicationId: string,
  uploads: Upload[],
  now: number,
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  for (const upload of uploads) {
    const bytes = new Uint8Array(await upload.file.arrayBuffer());
    const file: StoredFile = {
      id: newId('file'),
      applicationId,
      name: cleanFileName(upload.file.name),
      contentType: upload.contentType,
      size: bytes.length,
      uploadedAt: new Date(now).toISOString(),
      kind: upload.kind,
      sample: null,
    };
    saveUploadedBytes(file.id, bytes);
    stored.push(file);
  }
  return stored;
}

// --- a CV stored before --------------------------------------------------------------------------

/** The CV of the candidate's newest application that has one: what applying again offers. */
function latestCv(user: DemoUser): StoredFile | null {
  const { files } = getState();
  for (const application of applicationsOf(user)) {
    const cv = files.find((file) => file.applicationId === application.id && file.kind === 'cv');
    if (cv) return cv;
  }
  return null;
}

/**
 * The file `cvFileId` names: one of the logged-in candidate's own, with its bytes. Another
 * candidate's file is as unknown as a missing one.
 */
function storedFileToCopy(value: FormDataEntryValue | null, user: DemoUser | null): StoredFile {
  const file = getState().files.find((candidate) => candidate.id === value);
  const owner =
    file && getState().applications.find((application) => application.id === file.applicationId);
  if (!user || !file || owner?.userId !== user.id || !storedFileBytes(file))
    throw badRequest('cvFileId names none of your files', 'cvFileId');
  return file;
}

/** The stored file as the new application's CV: a copy, so each application owns its files. */
function copyAsCv(source: StoredFile, applicationId: string, now: number): StoredFile {
  const copy: StoredFile = {
    ...source,
    id: newId('file'),
    applicationId,
    kind: 'cv',
    uploadedAt: new Date(now).toISOString(),
  };
  if (!source.sample) saveUploadedBytes(copy.id, readUploadedBytes(source.id)!);
  return copy;
}

// --- the receipt ---------------------------------------------------------------------------------

/** The receipt's words in the application's language; the job keeps its own title. */
function receiptBody(
  language: LanguageCode,
  answers: ApplicationAnswers,
  job: DemoJob,
  hasAccount: boolean,
): string {
  const { firstName } = answers;
  const company = job.company.name;
  switch (language) {
    case 'sv':
      return `Hej ${firstName}! Vi har tagit emot din ansökan till ”${job.title}” hos ${company}. ${
        hasAccount
          ? 'Logga in för att följa din ansökan.'
          : 'Skapa ett konto med den här e-postadressen för att följa din ansökan.'
      }`;
    case 'no':
      return `Hei ${firstName}! Vi har mottatt søknaden din på «${job.title}» i ${company}. ${
        hasAccount
          ? 'Logg inn for å følge søknaden din.'
          : 'Opprett en konto med denne e-postadressen for å følge søknaden din.'
      }`;
    case 'dk':
      return `Hej ${firstName}! Vi har modtaget din ansøgning til »${job.title}« hos ${company}. ${
        hasAccount
          ? 'Log ind for at følge din ansøgning.'
          : 'Opret en konto med denne e-mailadresse for at følge din ansøgning.'
      }`;
    default:
      return `Hi ${firstName}, we have received your application for “${job.title}” at ${company}. ${
        hasAccount
          ? 'Log in to follow your application.'
          : 'Create an account with this email address to follow your application.'
      }`;
  }
}

/**
 * Emails the receipt to the address the application gives. With an account the link is the
 * application's page (the portal asks for the login first); without one it is a registration
 * link for that address, whose account then holds the application.
 */
function sendReceipt(application: StoredApplication, job: DemoJob, now: number): void {
  const hasAccount = application.userId !== null;
  const email = {
    subject: 'application-receipt' as const,
    body: receiptBody(application.language, application.answers, job, hasAccount),
  };
  if (!hasAccount) {
    issueEmailToken('register', application.answers.email, application.language, now, { email });
    return;
  }
  mutate((draft) =>
    addInboxEntry(
      draft,
      {
        channel: 'email',
        to: application.answers.email,
        code: null,
        link: `/application/${encodeURIComponent(application.id)}/application`,
        language: application.language,
        ...email,
      },
      now,
    ),
  );
}

// --- applying ------------------------------------------------------------------------------------

type ApplyForm = SentForm<ApplyRequest>;

function textPart(form: ApplyForm, name: keyof ApplicationAnswers): Sent<ApplicationAnswers> {
  const value = form.get(name);
  return { [name]: typeof value === 'string' ? value : value === null ? undefined : 0 };
}

function booleanPart(form: ApplyForm, name: keyof ApplyFields, required: boolean): boolean {
  const value = form.get(name);
  if (value === 'true') return true;
  if (value === 'false' || (value === null && !required)) return false;
  throw badRequest(`${name} must be "true" or "false"`, name);
}

function readAnswers(
  source: (name: keyof ApplicationAnswers) => Sent<ApplicationAnswers>,
  partial: boolean,
): Partial<ApplicationAnswers> {
  const answers: Partial<ApplicationAnswers> = {};
  const present = (name: keyof ApplicationAnswers) => !partial || source(name)[name] !== undefined;
  if (present('firstName'))
    answers.firstName = stringField(source('firstName'), 'firstName', { max: 100 });
  if (present('lastName'))
    answers.lastName = stringField(source('lastName'), 'lastName', { max: 100 });
  if (present('email')) answers.email = emailField(source('email'));
  if (present('phone')) answers.phone = phoneField(source('phone'));
  if (present('coverLetter'))
    answers.coverLetter = stringField(source('coverLetter'), 'coverLetter', {
      optional: true,
      max: COVER_LETTER_MAX,
      trim: false,
    }).trim();
  return answers;
}

/** The application this candidate (or, without a login, this address) already sent to a job. */
function earlierApplication(
  jobSlug: string,
  user: DemoUser | null,
  email: string,
): StoredApplication | null {
  return (
    getState().applications.find(
      (application) =>
        application.jobSlug === jobSlug &&
        (user
          ? application.userId === user.id
          : application.answers.email.toLowerCase() === email.toLowerCase()),
    ) ?? null
  );
}

export const applicationRoutes = [
  route(
    'main',
    'POST',
    '/jobs/{slug}/applications',
    async ({ request, params, user, now }) => {
      const job = catalog(now).jobsBySlug.get(params.slug ?? '');
      if (!job) throw notFound('No job with this address');
      const form = await readFormData<ApplyRequest>(request);
      if (job.finalApplyTime <= now)
        throw new RequestError(409, 'DEADLINE_PASSED', 'The final apply date has passed');
      const answers = readAnswers((name) => textPart(form, name), false) as ApplicationAnswers;
      if (!booleanPart(form, 'acceptTerms', true))
        throw badRequest('The terms must be accepted', 'acceptTerms');
      const contactMe = booleanPart(form, 'contactMe', false);
      const candidateBank = booleanPart(form, 'candidateBank', false);
      const languageValue = form.get('language');
      const language = (
        typeof languageValue === 'string' && LANGUAGES.includes(languageValue)
          ? languageValue
          : 'en'
      ) as LanguageCode;
      const cvParts = form.getAll('cv');
      const storedCvId = form.get('cvFileId');
      if (cvParts.length + (storedCvId === null ? 0 : 1) > 1) throw badRequest('Only one CV', 'cv');
      const storedCv = storedCvId === null ? null : storedFileToCopy(storedCvId, user);
      const uploads = [
        ...cvParts.map((part) => checkUpload(part, 'cv', 'cv')),
        ...form.getAll('attachments').map((part) => checkUpload(part, 'attachments', 'attachment')),
      ];
      if (uploads.length + (storedCv ? 1 : 0) > UPLOAD_LIMITS.maxFilesPerApplication) {
        throw new RequestError(
          409,
          'TOO_MANY_FILES',
          `At most ${UPLOAD_LIMITS.maxFilesPerApplication} files`,
          'attachments',
        );
      }

      const account =
        user ??
        getState().users.find((candidate) => candidate.email.toLowerCase() === answers.email) ??
        null;
      const earlier = earlierApplication(job.slug, user, answers.email);
      if (earlier && user)
        throw new RequestError(409, 'ALREADY_APPLIED', 'You have already applied for this job');
      if (earlier) {
        // Without a login the answer must not tell whoever typed this address that it applied:
        // it reads as a success, nothing new is stored, and the address itself is told.
        mutate((draft) =>
          addInboxEntry(
            draft,
            {
              channel: 'email',
              subject: 'already-applied',
              to: answers.email,
              code: null,
              link: null,
            },
            now,
          ),
        );
        return json(
          {
            applicationId: earlier.id,
            jobSlug: job.slug,
            createdAt: new Date(now).toISOString(),
            linkedToAccount: account !== null,
          },
          201,
        );
      }
      const id = newId('app');
      const files = [
        ...(storedCv ? [copyAsCv(storedCv, id, now)] : []),
        ...(await storeUploads(id, uploads, now)),
      ];
      const nowIso = new Date(now).toISOString();
      const application: StoredApplication = {
        id,
        userId: account?.id ?? null,
        jobSlug: job.slug,
        answers,
        consents: { acceptTerms: true, contactMe, candidateBank },
        language,
        appliedAt: nowIso,
        updatedAt: nowIso,
        status: 'received',
      };
      mutate((draft) => {
        draft.applications.push(application);
        draft.files.push(...files);
        draft.messages.push({
          id: newId('msg'),
          applicationId: id,
          from: 'recruiter',
          senderName: job.contactName ?? job.company.name,
          body: thanksForApplying(job.language, answers.firstName, job.title, job.company.name),
          sentAt: new Date(now + 1000).toISOString(),
          read: false,
        });
      });
      sendReceipt(application, job, now);
      return json(
        {
          applicationId: id,
          jobSlug: job.slug,
          createdAt: nowIso,
          linkedToAccount: account !== null,
        },
        201,
      );
    },
    { auth: 'optional' },
  ),

  route('main', 'GET', '/applications', ({ user, now }) => {
    const list = applicationsOf(user!).flatMap((application) => {
      const job = jobOf(application, now);
      return job ? [toSummary(application, job, now)] : [];
    });
    return json(list);
  }),

  route('main', 'GET', '/applications/{id}', ({ user, params, now }) => {
    const application = toApplication(ownApplication(user, params.id), now);
    if (!application) throw notFound('No such application');
    return json(application);
  }),

  route('main', 'PATCH', '/applications/{id}', async ({ request, user, params, now }) => {
    const application = ownApplication(user, params.id);
    const body = await readJsonBody<UpdateApplicationRequest>(request);
    requireOpen(application, now);
    const changes = readAnswers(() => body, true);
    mutate(() => {
      Object.assign(application.answers, changes);
      application.updatedAt = new Date(now).toISOString();
    });
    return json(toApplication(application, now));
  }),

  route('main', 'DELETE', '/applications/{id}', ({ user, params }) => {
    const application = ownApplication(user, params.id);
    mutate((draft) => deleteApplicationCascade(draft, application.id));
    return noContent();
  }),

  route('main', 'POST', '/applications/{id}/files', async ({ request, user, params, now }) => {
    const application = ownApplication(user, params.id);
    const form = await readFormData<UploadFileRequest>(request);
    requireOpen(application, now);
    const part = form.get('file');
    if (part === null) throw badRequest('file is required', 'file');
    const kindValue = form.get('kind') ?? 'attachment';
    if (kindValue !== 'cv' && kindValue !== 'attachment')
      throw badRequest('kind must be cv or attachment', 'kind');
    const upload = checkUpload(part, 'file', kindValue);
    const existing = getState().files.filter((file) => file.applicationId === application.id);
    // A new CV takes the old one's place, so it does not count against the limit.
    const replacesCv = kindValue === 'cv' && existing.some((file) => file.kind === 'cv');
    if (existing.length - (replacesCv ? 1 : 0) >= UPLOAD_LIMITS.maxFilesPerApplication) {
      throw new RequestError(
        409,
        'TOO_MANY_FILES',
        `At most ${UPLOAD_LIMITS.maxFilesPerApplication} files`,
        'file',
      );
    }
    const [stored] = await storeUploads(application.id, [upload], now);
    mutate((draft) => {
      // One CV per application: a new CV takes the old one's place in the list.
      const replaced =
        stored!.kind === 'cv'
          ? draft.files.findIndex(
              (file) => file.applicationId === application.id && file.kind === 'cv',
            )
          : -1;
      if (replaced >= 0) {
        forgetUploadedBytes([draft.files[replaced]!.id]);
        draft.files.splice(replaced, 1, stored!);
      } else {
        draft.files.push(stored!);
      }
      application.updatedAt = new Date(now).toISOString();
    });
    return json(toFile(stored!), 201);
  }),

  route('main', 'DELETE', '/applications/{id}/files/{fileId}', ({ user, params, now }) => {
    const application = ownApplication(user, params.id);
    const file = getState().files.find(
      (candidate) => candidate.id === params.fileId && candidate.applicationId === application.id,
    );
    if (!file) throw notFound('No such file');
    requireOpen(application, now);
    mutate((draft) => {
      draft.files = draft.files.filter((candidate) => candidate.id !== file.id);
      application.updatedAt = new Date(now).toISOString();
    });
    forgetUploadedBytes([file.id]);
    return noContent();
  }),

  route('main', 'GET', '/files/latest-cv', ({ user }) => {
    const cv = latestCv(user!);
    return json({ file: cv && toFile(cv) });
  }),

  route('main', 'GET', '/files/{fileId}/content', ({ user, params }) => {
    const file = getState().files.find((candidate) => candidate.id === params.fileId);
    const application =
      file && getState().applications.find((candidate) => candidate.id === file.applicationId);
    if (!file || !application || application.userId !== user!.id) throw notFound('No such file');
    const bytes = storedFileBytes(file);
    if (!bytes) throw notFound('The file content is no longer available');
    return new HttpResponse(bytes.slice().buffer, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(bytes.length),
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),

  route('main', 'GET', '/applications/{id}/meetings', ({ user, params }) =>
    json(meetingsOf(ownApplication(user, params.id).id)),
  ),

  route('main', 'GET', '/applications/{id}/messages', ({ user, params }) =>
    json(messagesOf(ownApplication(user, params.id).id)),
  ),

  route('main', 'POST', '/applications/{id}/messages', async ({ request, user, params, now }) => {
    const application = ownApplication(user, params.id);
    const body = await readJsonBody<SendMessageRequest>(request);
    const text = stringField(body, 'body', { max: MESSAGE_MAX });
    const message: Message = {
      id: newId('msg'),
      from: 'candidate',
      senderName: `${user!.givenName} ${user!.familyName}`.trim(),
      body: text,
      sentAt: new Date(now).toISOString(),
      read: true,
    };
    mutate((draft) => draft.messages.push({ ...message, applicationId: application.id }));
    return json(message, 201);
  }),

  route('main', 'POST', '/applications/{id}/messages/read', async ({ request, user, params }) => {
    const application = ownApplication(user, params.id);
    const body = await readJsonBody<MarkMessagesReadRequest>(request);
    const ids = body.messageIds;
    if (!Array.isArray(ids) || ids.length > 1000 || !ids.every((id) => typeof id === 'string')) {
      throw badRequest('messageIds must be a list of message ids', 'messageIds');
    }
    const wanted = new Set(ids as string[]);
    mutate((draft) => {
      for (const message of draft.messages) {
        if (message.applicationId === application.id && wanted.has(message.id)) message.read = true;
      }
    });
    return json({ unreadMessages: unreadCount(application.id) });
  }),

  route('main', 'GET', '/applications/{id}/tests', ({ user, params }) => {
    const application = ownApplication(user, params.id);
    return json(
      getState()
        .tests.filter((test) => test.applicationId === application.id)
        .map(stripApplicationId),
    );
  }),
];
