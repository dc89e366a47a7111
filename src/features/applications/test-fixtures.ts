import type {
  Application,
  ApplicationSummary,
  CandidateTest,
  Message,
} from '@/api/contract/applications';
import type { JobSummary } from '@/api/contract/jobs';
import { applicationFile } from '@/testing/application-files';
import { jobSummary } from '@/testing/jobs';

/** Test data for the candidate area's tests: one job, one application, in the API's shapes. */
const DAY = 86_400_000;
const HOUR = 3_600_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The candidate area's job: the jobs' test job, posted by another company. */
export function jobFixture(overrides: Partial<JobSummary> = {}): JobSummary {
  return jobSummary({
    slug: 'backend-developer-goteborg',
    title: 'Backend developer',
    company: { id: 'acme', name: 'Acme AB', pageSlug: 'about', logoUrl: null },
    publishedAt: inDays(-20),
    finalApplyDate: inDays(10),
    excerpt: 'Build things.',
    ...overrides,
  });
}

export function summaryFixture(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: 'app-1',
    job: jobFixture(),
    appliedAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    status: 'in-review',
    editable: true,
    unreadMessages: 0,
    pendingTests: 0,
    nextMeeting: null,
    ...overrides,
  };
}

export function applicationFixture(overrides: Partial<Application> = {}): Application {
  // Ahead of the test run, so the meeting can still be joined and added to a calendar.
  const meetingStart = inDays(7);
  return {
    ...summaryFixture(),
    answers: {
      firstName: 'Anna',
      lastName: 'Svensson',
      email: 'anna@example.se',
      phone: '+46701234567',
      coverLetter: 'I like building APIs.\nAnd testing them.',
    },
    files: [applicationFile()],
    meetings: [
      {
        id: 'meeting-1',
        title: 'First interview',
        startsAt: meetingStart,
        endsAt: new Date(Date.parse(meetingStart) + HOUR).toISOString(),
        timeZone: 'Europe/Stockholm',
        location: 'Storgatan 1, Göteborg',
        videoUrl: null,
        organizer: 'Rita Recruiter',
        notes: 'Bring your ID.',
      },
    ],
    ...overrides,
  };
}

export function messageFixture(overrides: Partial<Message> = {}): Message {
  return {
    id: 'msg-1',
    from: 'recruiter',
    senderName: 'Rita Recruiter',
    body: 'Hello Anna!',
    sentAt: '2026-03-03T10:00:00.000Z',
    read: true,
    ...overrides,
  };
}

export function candidateTestFixture(overrides: Partial<CandidateTest> = {}): CandidateTest {
  return {
    id: 'test-1',
    name: 'Logical reasoning',
    provider: 'TestCo',
    status: 'not-completed',
    takeUrl: 'https://tests.example.com/take/abc',
    dueDate: inDays(5),
    completedAt: null,
    report: null,
    ...overrides,
  };
}
