import { describe, expect, test } from 'vitest';
import { catalog, getState } from '@/mocks/store';
import { applyForm, call, without } from '@/mocks/test-client';
import { candidatePayload, setAuthCookie } from '@/testing/render-route';
import {
  isApplication,
  isApplicationFile,
  isApplicationList,
  isApplyResponse,
  isCandidateTestList,
  isMarkMessagesReadResponse,
  isMessage,
  isMessageList,
  type Application,
  type ApplicationSummary,
  type CandidateTest,
  type Message,
} from './applications';

const logInAs = (id: string) =>
  setAuthCookie(candidatePayload({ user: { id, name: 'Test', type: 'candidate' } }));

/** What GET /applications/{id}{suffix} answers for every application of both demo candidates. */
async function everyAnswer<T>(suffix = ''): Promise<T[]> {
  const answers: T[] = [];
  for (const { id: userId } of getState().users) {
    logInAs(userId);
    const { body } = await call<ApplicationSummary[]>('GET', '/applications');
    expect(isApplicationList(body)).toBe(true);
    for (const { id } of body)
      answers.push((await call<T>('GET', `/applications/${id}${suffix}`)).body);
  }
  return answers;
}

describe("the demo candidates' applications", () => {
  test('GET /applications and GET /applications/{id}', async () => {
    const applications = await everyAnswer<Application>();
    expect(applications.length).toBeGreaterThan(5);
    for (const application of applications) expect(isApplication(application)).toBe(true);
    const application = applications.find(
      (candidate) => candidate.files.length > 0 && candidate.meetings.length > 0,
    )!;
    const [file] = application.files;
    const [meeting] = application.meetings;
    expect(isApplication({ ...application, nextMeeting: meeting })).toBe(true);
    for (const wrong of [
      without(application, 'answers'),
      without(application, 'updatedAt'),
      { ...application, status: 'withdrawn' },
      { ...application, editable: 'true' },
      { ...application, unreadMessages: null },
      { ...application, pendingTests: '1' },
      { ...application, job: without(application.job, 'finalApplyDate') },
      { ...application, job: { ...application.job, category: 'IT' } },
      { ...application, answers: without(application.answers, 'coverLetter') },
      { ...application, files: null },
      { ...application, files: [{ ...file, kind: 'photo' }] },
      { ...application, files: [{ ...file, size: '12 kB' }] },
      { ...application, meetings: [{ ...meeting, timeZone: 'Europe/Atlantis' }] },
      { ...application, meetings: [without(meeting, 'organizer')] },
      { ...application, meetings: [{ ...meeting, notes: 3 }] },
      { ...application, nextMeeting: without(meeting, 'location') },
      { ...application, nextMeeting: 'tomorrow' },
    ])
      expect(isApplication(wrong)).toBe(false);

    const summary = without(application, 'answers');
    expect(isApplicationList([summary])).toBe(true);
    for (const wrong of [
      summary,
      [without(summary, 'status')],
      [{ ...summary, status: 'Received' }],
      [{ ...summary, nextMeeting: { ...meeting, startsAt: null } }],
      [{ ...summary, job: null }],
    ])
      expect(isApplicationList(wrong)).toBe(false);
  });

  test('GET /applications/{id}/messages', async () => {
    const threads = await everyAnswer<Message[]>('/messages');
    for (const thread of threads) expect(isMessageList(thread)).toBe(true);
    const message = threads.flat().find((candidate) => candidate.from === 'recruiter')!;
    for (const wrong of [
      message,
      [without(message, 'senderName')],
      [without(message, 'read')],
      [{ ...message, read: 'no' }],
      [{ ...message, from: 'employer' }],
      [{ ...message, senderName: null }],
      [{ ...message, body: 42 }],
    ])
      expect(isMessageList(wrong)).toBe(false);
  });

  test('GET /applications/{id}/tests', async () => {
    const lists = await everyAnswer<CandidateTest[]>('/tests');
    for (const list of lists) expect(isCandidateTestList(list)).toBe(true);
    const tests = lists.flat();
    const done = tests.find((test) => test.report !== null)!;
    const open = tests.find((test) => test.status === 'not-completed')!;
    const report = done.report!;
    const [section] = report.sections;
    expect(isCandidateTestList([{ ...done, report: { ...report, score: null } }])).toBe(true);
    for (const wrong of [
      done,
      [without(done, 'report')],
      [{ ...done, status: 'done' }],
      [without(open, 'takeUrl')],
      [{ ...open, dueDate: 20260501 }],
      [{ ...done, report: 'Strong reasoning.' }],
      [{ ...done, report: without(report, 'summary') }],
      [{ ...done, report: { ...report, score: '82' } }],
      [{ ...done, report: { ...report, sections: { name: 'Numbers', score: 18, max: 20 } } }],
      [{ ...done, report: { ...report, sections: [without(section!, 'max')] } }],
      [{ ...done, report: { ...report, sections: [{ ...section, score: null }] } }],
    ])
      expect(isCandidateTestList(wrong)).toBe(false);
  });
});

describe("the demo's answers to what a candidate sends", () => {
  /** An open job that none of the demo candidate's applications is for. */
  const openSlug = () =>
    catalog().jobs.find(
      (job) =>
        job.finalApplyTime > Date.now() + 86_400_000 &&
        !getState().applications.some((application) => application.jobSlug === job.slug),
    )!.slug;

  test('POST /jobs/{slug}/applications', async () => {
    const form = applyForm({ coverLetter: '' });
    const { status, body } = await call('POST', `/jobs/${openSlug()}/applications`, { form });
    expect(status).toBe(201);
    expect(isApplyResponse(body)).toBe(true);
    for (const wrong of [
      without(body, 'createdAt'),
      without(body, 'linkedToAccount'),
      { ...body, linkedToAccount: 'false' },
      { ...body, applicationId: null },
      'created',
    ])
      expect(isApplyResponse(wrong)).toBe(false);
  });

  test('POST /applications/{id}/files', async () => {
    logInAs('cand-1');
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }));
    form.append('kind', 'attachment');
    const { status, body } = await call('POST', '/applications/app-1001/files', { form });
    expect(status).toBe(201);
    expect(isApplicationFile(body)).toBe(true);
    for (const wrong of [
      without(body, 'contentUrl'),
      without(body, 'uploadedAt'),
      { ...body, kind: 'letter' },
      { ...body, size: null },
      { ...body, name: 7 },
    ])
      expect(isApplicationFile(wrong)).toBe(false);
  });

  test('POST /applications/{id}/messages and its read marks', async () => {
    logInAs('cand-1');
    const reply = await call('POST', '/applications/app-1001/messages', {
      json: { body: 'Thanks, see you!' },
    });
    expect(reply.status).toBe(201);
    expect(isMessage(reply.body)).toBe(true);
    expect(isMessage(without(reply.body, 'senderName'))).toBe(false);
    expect(isMessage({ ...reply.body, from: 'me' })).toBe(false);

    const read = await call('POST', '/applications/app-1001/messages/read', {
      json: { messageIds: [reply.body.id] },
    });
    expect(isMarkMessagesReadResponse(read.body)).toBe(true);
    for (const wrong of [{}, { unreadMessages: '0' }, { unreadMessages: null }, [0]])
      expect(isMarkMessagesReadResponse(wrong)).toBe(false);
  });
});
