import type { Consents } from '@/api/contract/account';
import type {
  DemoState,
  DemoUser,
  StoredApplication,
  StoredFile,
  StoredMeeting,
  StoredMessage,
  StoredTest,
} from '../store';
import type { Catalog } from './catalog';
import { days } from './catalog';
import type { DemoJob } from './jobs';
import { sampleBytes } from './samples';

export const DEMO_PASSWORD = 'Demo-pass-1';
export const DEMO_USER = {
  id: 'cand-1',
  email: 'demo@example.com',
  phone: '+46701234567',
} as const;
export const TOTP_USER = { id: 'cand-2', email: 'totp@example.com', phone: '+4791234567' } as const;
/** A fixed secret so a phone's authenticator app can be set up once for the demo. */
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const TERMS_VERSION = '2025-01';
/** Bumped when the shape of the stored demo changes, so an old copy is replaced by the seed. */
export const STATE_VERSION = 5;

const HOUR = 3_600_000;
const iso = (time: number) => new Date(time).toISOString();

/** A zone's clock, made once: making a formatter costs far more than using one. */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();
const zoneClock = (timeZone: string) => {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneClocks.set(timeZone, clock);
  }
  return clock;
};

/** How far the clock in timeZone is ahead of UTC at this instant, in milliseconds. */
function zoneOffset(timeZone: string, at: number): number {
  const parts = Object.fromEntries(
    zoneClock(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) - (at - (at % 1000));
}

function consents(acceptedAt: number): Consents {
  return {
    acceptTerms: true,
    acceptedTermsAt: iso(acceptedAt),
    termsVersion: TERMS_VERSION,
    contactMe: true,
    candidateBank: false,
  };
}

/** The nth job in catalogue order that satisfies the test: stable for a given day. */
function pickJob(catalog: Catalog, test: (job: DemoJob) => boolean, nth = 0): DemoJob {
  const found = catalog.jobs.filter(test)[nth] ?? catalog.jobs.filter(test)[0];
  if (!found) throw new Error('The demo catalogue has no job for the seed');
  return found;
}

/**
 * The seeded backend: two candidates and, for the demo candidate, an application in every state
 * the screens show. Times are offsets from the start of today so open stays open.
 */
export function createSeedState(catalog: Catalog, now: number): DemoState {
  const today = catalog.today;
  const open = (job: DemoJob) =>
    job.finalApplyTime > now + days(2) && !job.slug.startsWith('security-');
  const closed = (job: DemoJob) => job.finalApplyTime < now - days(1);

  const demo: DemoUser = {
    id: DEMO_USER.id,
    email: DEMO_USER.email,
    password: DEMO_PASSWORD,
    phone: DEMO_USER.phone,
    givenName: 'Alva',
    familyName: 'Lindqvist',
    language: 'en',
    tfaMethod: 'sms',
    totpSecret: null,
    createdAt: iso(today - days(200)),
    dataExpiresAt: iso(today - days(200) + days(730)),
    consents: consents(today - days(200)),
    pendingEmail: null,
  };
  const totp: DemoUser = {
    id: TOTP_USER.id,
    email: TOTP_USER.email,
    password: DEMO_PASSWORD,
    phone: TOTP_USER.phone,
    givenName: 'Jonas',
    familyName: 'Berg',
    language: 'no',
    tfaMethod: 'totp',
    totpSecret: TOTP_SECRET,
    createdAt: iso(today - days(40)),
    dataExpiresAt: iso(today - days(40) + days(730)),
    consents: consents(today - days(40)),
    pendingEmail: null,
  };

  // Each in a known language, so the recruiters' messages, meetings and tests below are written
  // in the employer's: Swedish, Norwegian (Bokmål) or Danish.
  const inLanguage = (job: DemoJob, language: string) => job.language === language;
  const jobs = {
    inReview: pickJob(
      catalog,
      (job) => open(job) && job.category?.key === 'it' && inLanguage(job, 'sv'),
    ),
    received: pickJob(catalog, (job) => open(job) && inLanguage(job, 'nb')),
    offer: pickJob(catalog, (job) => open(job) && inLanguage(job, 'da')),
    interview: pickJob(catalog, (job) => closed(job) && inLanguage(job, 'sv')),
    notSelected: pickJob(catalog, (job) => closed(job) && inLanguage(job, 'nb')),
    totpUser: pickJob(catalog, (job) => open(job) && inLanguage(job, 'nb'), 1),
  };

  const answers = (user: DemoUser, letter: string) => ({
    firstName: user.givenName,
    lastName: user.familyName,
    email: user.email,
    phone: user.phone,
    coverLetter: letter,
  });
  const application = (
    id: string,
    user: DemoUser,
    job: DemoJob,
    status: StoredApplication['status'],
    appliedDaysAfterPublish: number,
    letter: string,
  ): StoredApplication => {
    // After publishing, before the deadline, and in the past.
    const appliedAt = Math.max(
      job.publishedTime + HOUR,
      Math.min(
        job.publishedTime + days(appliedDaysAfterPublish),
        job.finalApplyTime - 2 * HOUR,
        now - HOUR,
      ),
    );
    return {
      id,
      userId: user.id,
      jobSlug: job.slug,
      answers: answers(user, letter),
      consents: { acceptTerms: true, contactMe: true, candidateBank: false },
      language: user.language,
      appliedAt: iso(appliedAt),
      updatedAt: iso(appliedAt + HOUR),
      status,
    };
  };

  const applications: StoredApplication[] = [
    application(
      'app-1001',
      demo,
      jobs.inReview,
      'in-review',
      1,
      'Jag har byggt webbtjänster i åtta år och skulle gärna göra det hos er.\n\nVänliga hälsningar\nAlva',
    ),
    application(
      'app-1002',
      demo,
      jobs.received,
      'received',
      2,
      'Jag flyttar till Norge i sommar, och tjänsten passar mig väl.',
    ),
    application(
      'app-1003',
      demo,
      jobs.offer,
      'offer',
      1,
      'Ert företag har länge stått högt på min lista.',
    ),
    application(
      'app-1004',
      demo,
      jobs.interview,
      'interview',
      3,
      'Jag bifogar mitt cv och en kort videopresentation.',
    ),
    application(
      'app-1005',
      demo,
      jobs.notSelected,
      'not-selected',
      2,
      'Tack för att ni läser min ansökan.',
    ),
    application('app-2001', totp, jobs.totpUser, 'received', 1, 'Hei! Jeg søker på stillingen.'),
  ];

  const file = (
    id: string,
    applicationId: string,
    name: string,
    sample: StoredFile['sample'],
    contentType: string,
    size: number,
    kind: StoredFile['kind'],
    uploadedAt: string,
  ): StoredFile => ({
    id,
    applicationId,
    name,
    contentType,
    size: sample ? sampleBytes(sample).length : size,
    uploadedAt,
    kind,
    sample,
  });
  const appliedAt = (id: string) => applications.find((app) => app.id === id)!.appliedAt;
  const files: StoredFile[] = [
    file(
      'file-1',
      'app-1001',
      'Alva Lindqvist CV.pdf',
      'pdf',
      'application/pdf',
      0,
      'cv',
      appliedAt('app-1001'),
    ),
    file(
      'file-2',
      'app-1001',
      'Portfolio screenshot.png',
      'png',
      'image/png',
      0,
      'attachment',
      appliedAt('app-1001'),
    ),
    file(
      'file-3',
      'app-1001',
      'Video presentation.mp4',
      'video',
      'video/mp4',
      0,
      'attachment',
      appliedAt('app-1001'),
    ),
    file(
      'file-4',
      'app-1002',
      'CV Alva Lindqvist.pdf',
      'pdf',
      'application/pdf',
      0,
      'cv',
      appliedAt('app-1002'),
    ),
    file('file-5', 'app-1004', 'CV.pdf', 'pdf', 'application/pdf', 0, 'cv', appliedAt('app-1004')),
    file(
      'file-6',
      'app-1004',
      'Hello from Alva.mp4',
      'video',
      'video/mp4',
      0,
      'attachment',
      appliedAt('app-1004'),
    ),
    file(
      'file-7',
      'app-2001',
      'Jonas Berg CV.pdf',
      'pdf',
      'application/pdf',
      0,
      'cv',
      appliedAt('app-2001'),
    ),
  ];

  // Each meeting is set on its own zone's clock (09:00 in Borås is 09:00 there all year).
  const meetingAt = (dayOffset: number, hour: number, timeZone: string) => {
    const wallClock = today + days(dayOffset) + hour * HOUR;
    return wallClock - zoneOffset(timeZone, wallClock);
  };
  const meeting = (
    fields: Omit<StoredMeeting, 'startsAt' | 'endsAt'>,
    dayOffset: number,
    hour: number,
    minutes: number,
  ): StoredMeeting => {
    const startsAt = meetingAt(dayOffset, hour, fields.timeZone);
    return { ...fields, startsAt: iso(startsAt), endsAt: iso(startsAt + minutes * 60_000) };
  };
  const meetings: StoredMeeting[] = [
    meeting(
      {
        id: 'meeting-1',
        applicationId: 'app-1001',
        title: 'Första intervju',
        timeZone: 'Europe/Stockholm',
        location: `${jobs.inReview.company.name}, Kungsgatan 12, ${jobs.inReview.location}`,
        videoUrl: null,
        organizer: jobs.inReview.contactName ?? 'Recruiter',
        notes: 'Fråga efter Anna i receptionen. Ta med legitimation.',
      },
      3,
      9,
      60,
    ),
    meeting(
      {
        id: 'meeting-4',
        applicationId: 'app-1002',
        title: 'Første samtale',
        timeZone: 'Europe/Oslo',
        location: `${jobs.received.company.name}, Storgata 3, ${jobs.received.location}`,
        videoUrl: null,
        organizer: jobs.received.contactName ?? 'Recruiter',
        notes: null,
      },
      8,
      13,
      45,
    ),
    meeting(
      {
        id: 'meeting-2',
        applicationId: 'app-1003',
        title: 'Videomøde: tilbud og næste skridt',
        // The recruiter works from the group's London office.
        timeZone: 'Europe/London',
        location: null,
        videoUrl: 'https://meet.example.com/demo-offer-call',
        organizer: jobs.offer.contactName ?? 'Recruiter',
        notes: null,
      },
      5,
      11,
      30,
    ),
    meeting(
      {
        id: 'meeting-3',
        applicationId: 'app-1004',
        title: 'Videointervju',
        timeZone: 'Europe/Stockholm',
        location: null,
        videoUrl: 'https://meet.example.com/demo-interview',
        organizer: jobs.interview.contactName ?? 'Recruiter',
        notes: 'Genomförd.',
      },
      -6,
      10,
      60,
    ),
  ];

  const recruiter = (job: DemoJob) => job.contactName ?? 'Recruiter';
  const message = (
    id: string,
    applicationId: string,
    from: 'recruiter' | 'candidate',
    senderName: string,
    body: string,
    sentAt: number,
    read: boolean,
  ): StoredMessage => ({ id, applicationId, from, senderName, body, sentAt: iso(sentAt), read });
  const messages: StoredMessage[] = [
    message(
      'msg-1',
      'app-1001',
      'recruiter',
      recruiter(jobs.inReview),
      'Hej Alva! Tack för din ansökan. Vi vill gärna träffa dig för en första intervju. Passar tiden vi har bokat?',
      now - days(4),
      true,
    ),
    message(
      'msg-2',
      'app-1001',
      'candidate',
      'Alva Lindqvist',
      'Hej! Ja, den tiden passar bra. Vi ses då.',
      now - days(4) + 3 * HOUR,
      true,
    ),
    message(
      'msg-3',
      'app-1001',
      'recruiter',
      recruiter(jobs.inReview),
      'Toppen. Gör gärna logiktestet före intervjun, du hittar det under Tester.\n\n<b>Det här ser ut som HTML men är vanlig text.</b>',
      now - days(1),
      false,
    ),
    message(
      'msg-4',
      'app-1003',
      'recruiter',
      recruiter(jobs.offer),
      'Vi er glade for at kunne tilbyde dig stillingen! Lad os gennemgå detaljerne på et kort videomøde.',
      now - HOUR * 5,
      false,
    ),
    message(
      'msg-5',
      'app-1004',
      'recruiter',
      recruiter(jobs.interview),
      'Tack för intervjun. Vi återkommer till dig inom två veckor.',
      now - days(5),
      true,
    ),
  ];

  const tests: StoredTest[] = [
    {
      id: 'test-1',
      applicationId: 'app-1001',
      name: 'Logiskt tänkande',
      provider: 'Aptitude Lab',
      status: 'completed',
      takeUrl: null,
      dueDate: null,
      completedAt: iso(now - days(2)),
      report: {
        score: 78,
        summary: 'Hittar mönster snabbt och är träffsäker under tidspress.',
        sections: [
          { name: 'Numeriskt', score: 14, max: 20 },
          { name: 'Verbalt', score: 17, max: 20 },
          { name: 'Abstrakt', score: 16, max: 20 },
        ],
      },
    },
    {
      id: 'test-2',
      applicationId: 'app-1001',
      name: 'Arbetspersonlighet',
      provider: 'Aptitude Lab',
      status: 'not-completed',
      takeUrl: 'https://tests.example.com/take/demo-personality',
      dueDate: iso(today + days(6) + 22 * HOUR),
      completedAt: null,
      report: null,
    },
    {
      id: 'test-3',
      applicationId: 'app-1004',
      name: 'Numeriskt tänkande',
      provider: 'Aptitude Lab',
      status: 'completed',
      takeUrl: null,
      dueDate: null,
      completedAt: iso(now - days(8)),
      report: {
        score: null,
        summary: 'Uppfyller kraven för tjänsten.',
        sections: [{ name: 'Numeriskt', score: 11, max: 15 }],
      },
    },
  ];

  return {
    version: STATE_VERSION,
    users: [demo, totp],
    applications,
    files,
    meetings,
    messages,
    tests,
    subscriptions: [
      {
        id: 'sub-1',
        userId: demo.id,
        email: demo.email,
        token: 'demo-subscription-token-1',
        criteria: { q: 'utvecklare', region: ['Stockholm'] },
        frequency: 'daily',
        createdAt: iso(today - days(30)),
        confirmed: true,
        language: 'en',
      },
      {
        id: 'sub-2',
        userId: demo.id,
        email: demo.email,
        token: 'demo-subscription-token-2',
        criteria: { category: ['healthcare'], employmentType: ['part-time'] },
        frequency: 'weekly',
        createdAt: iso(today - days(12)),
        confirmed: true,
        language: 'en',
      },
    ],
    pendingLogins: [],
    phoneChecks: [],
    pendingTotp: [],
    emailTokens: [],
    inbox: [],
    idempotency: [],
  };
}
