import { describe, expect, test } from 'vitest';
import type { Application, ApplicationSummary } from '@/api/contract/applications';
import { UPLOAD_LIMITS } from '@/api/constants';
import { candidatePayload, setAuthCookie } from '@/testing/render-route';
import { setFaultRules, parseFaultRule } from './faults';
import { catalog, getState, latestInboxEntry } from './store';
import { applyForm, call } from './test-client';

const loginAs = (id = 'cand-1', overrides: Record<string, unknown> = {}) =>
  setAuthCookie(candidatePayload({ user: { id, name: 'Test', type: 'candidate' }, ...overrides }));

/** An open job that none of the seeded applications is for (one application per job). */
const openSlug = () =>
  catalog().jobs.find(
    (job) =>
      job.finalApplyTime > Date.now() + 86_400_000 &&
      job.country === 'DK' &&
      !getState().applications.some((application) => application.jobSlug === job.slug),
  )!.slug;
const closedSlug = () => catalog().jobs.find((job) => job.finalApplyTime < Date.now())!.slug;

describe('credentials', () => {
  test('no token is 401 UNAUTHENTICATED; an expired token is 401 jwt expired', async () => {
    const none = await call('GET', '/applications');
    expect(none.status).toBe(401);
    expect(none.body.errors[0]).toMatchObject({ code: 'UNAUTHENTICATED' });
    loginAs('cand-1', { exp: Math.floor(Date.now() / 1000) - 10 });
    const expired = await call('GET', '/applications');
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].message).toBe('jwt expired');
  });

  test("another candidate's application is a 404, like an unknown one", async () => {
    loginAs('cand-2');
    expect((await call('GET', '/applications/app-1001')).status).toBe(404);
    expect((await call('DELETE', '/applications/app-1001')).status).toBe(404);
    expect((await call('GET', '/files/file-1/content')).status).toBe(404);
    expect(getState().applications.some((app) => app.id === 'app-1001')).toBe(true);
  });
});

describe('the demo candidate', () => {
  test('has applications in every state the screens show', async () => {
    loginAs();
    const { body } = await call<ApplicationSummary[]>('GET', '/applications');
    expect(body.length).toBeGreaterThanOrEqual(5);
    expect(body.some((app) => app.editable)).toBe(true);
    expect(body.some((app) => !app.editable)).toBe(true);
    expect(body.some((app) => app.unreadMessages > 0)).toBe(true);
    expect(body.some((app) => app.pendingTests > 0)).toBe(true);
    expect(body.some((app) => app.nextMeeting?.location)).toBe(true);
    expect(body.some((app) => app.nextMeeting?.videoUrl)).toBe(true);
    for (const app of body) {
      expect(app.appliedAt >= app.job.publishedAt && app.appliedAt < app.job.finalApplyDate).toBe(
        true,
      );
    }
    const full = await call<Application>('GET', '/applications/app-1001');
    expect(full.body.files.map((file) => file.contentType).sort()).toEqual([
      'application/pdf',
      'image/png',
      'video/mp4',
    ]);
    const tests = await call('GET', '/applications/app-1001/tests');
    expect(tests.body.map((t: { status: string }) => t.status).sort()).toEqual([
      'completed',
      'not-completed',
    ]);
    expect(
      tests.body.find((t: { status: string }) => t.status === 'completed').report.sections.length,
    ).toBeGreaterThan(0);
    expect((await call('GET', '/subscriptions')).body.length).toBeGreaterThan(0);
  });

  test('file content is real bytes with their type', async () => {
    loginAs();
    const { body } = await call<Application>('GET', '/applications/app-1001');
    for (const file of body.files) {
      const response = await fetch(new URL(file.contentUrl, window.location.origin));
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.headers.get('content-type')).toBe(file.contentType);
      expect(bytes.length).toBe(file.size);
      const magic = String.fromCharCode(...bytes.slice(0, 8));
      if (file.contentType === 'application/pdf') expect(magic.startsWith('%PDF-')).toBe(true);
      if (file.contentType === 'image/png') expect(magic.slice(1, 4)).toBe('PNG');
      if (file.contentType === 'video/mp4')
        expect(String.fromCharCode(...bytes.slice(4, 8))).toBe('ftyp');
    }
  });
});

describe('applying', () => {
  test('creates an application that the logged-in candidate then sees', async () => {
    loginAs();
    const slug = openSlug();
    const result = await call('POST', `/jobs/${slug}/applications`, {
      form: applyForm({}, [
        ['cv', new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' })],
      ]),
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ jobSlug: slug, linkedToAccount: true });
    const list = await call<ApplicationSummary[]>('GET', '/applications');
    expect(list.body[0]!.id).toBe(result.body.applicationId);
    const full = await call<Application>('GET', `/applications/${result.body.applicationId}`);
    expect(full.body.files).toHaveLength(1);
    expect(full.body.answers.firstName).toBe('Kim');
  });

  test('an anonymous application with an account email is linked to that account', async () => {
    const result = await call('POST', `/jobs/${openSlug()}/applications`, {
      form: applyForm({ email: 'DEMO@example.com' }),
    });
    expect(result.body.linkedToAccount).toBe(true);
    loginAs();
    expect(
      (await call<ApplicationSummary[]>('GET', '/applications')).body.some(
        (app) => app.id === result.body.applicationId,
      ),
    ).toBe(true);
  });

  test('refuses a passed deadline, missing fields, wrong types and big files', async () => {
    const closed = await call('POST', `/jobs/${closedSlug()}/applications`, { form: applyForm() });
    expect(closed.status).toBe(409);
    expect(closed.body.errors[0].code).toBe('DEADLINE_PASSED');
    const missing = await call('POST', `/jobs/${openSlug()}/applications`, {
      form: applyForm({ firstName: '' }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ code: 'VALIDATION', field: 'firstName' });
    expect(
      (
        await call('POST', `/jobs/${openSlug()}/applications`, {
          form: applyForm({ email: 'not-an-email' }),
        })
      ).body.errors[0].field,
    ).toBe('email');
    expect(
      (
        await call('POST', `/jobs/${openSlug()}/applications`, {
          form: applyForm({ acceptTerms: 'false' }),
        })
      ).body.errors[0].field,
    ).toBe('acceptTerms');
    const exe = await call('POST', `/jobs/${openSlug()}/applications`, {
      form: applyForm({}, [
        ['attachments', new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' })],
      ]),
    });
    expect(exe.status).toBe(415);
    expect(exe.body.errors[0]).toMatchObject({ code: 'FILE_TYPE', field: 'attachments' });
    const big = await call('POST', `/jobs/${openSlug()}/applications`, {
      form: applyForm({}, [
        [
          'cv',
          new File([new Uint8Array(UPLOAD_LIMITS.maxBytes + 1)], 'big.pdf', {
            type: 'application/pdf',
          }),
        ],
      ]),
    });
    expect(big.status).toBe(413);
    expect(big.body.errors[0].code).toBe('FILE_TOO_LARGE');
    expect(
      (
        await call('POST', `/jobs/${openSlug()}/applications`, {
          raw: 'garbage',
          headers: { 'Content-Type': 'multipart/form-data' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('POST', '/jobs/no-such-job/applications', { form: applyForm() })).status,
    ).toBe(404);
    expect(getState().applications).toHaveLength(6);
  });

  test('one application per job: logged in, a second is ALREADY_APPLIED', async () => {
    loginAs();
    const slug = openSlug();
    expect((await call('POST', `/jobs/${slug}/applications`, { form: applyForm() })).status).toBe(
      201,
    );
    const again = await call('POST', `/jobs/${slug}/applications`, { form: applyForm() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ code: 'ALREADY_APPLIED' }] });
    expect(getState().applications.filter((app) => app.jobSlug === slug)).toHaveLength(1);
  });

  test('without a login, an address that applied gets the usual answer; nothing new is stored, the address is told', async () => {
    const slug = openSlug();
    const first = await call('POST', `/jobs/${slug}/applications`, {
      form: applyForm({ email: 'kim@example.com' }),
    });
    const again = await call('POST', `/jobs/${slug}/applications`, {
      form: applyForm({ email: 'KIM@example.com' }),
    });
    expect(again.status).toBe(201);
    expect(again.body.applicationId).toBe(first.body.applicationId);
    expect(getState().applications.filter((app) => app.jobSlug === slug)).toHaveLength(1);
    expect(latestInboxEntry('kim@example.com', 'already-applied')).not.toBeNull();
  });

  test('the same Idempotency-Key returns the first answer and applies once', async () => {
    const key = 'apply-key-1';
    const slug = openSlug();
    const first = await call('POST', `/jobs/${slug}/applications`, {
      form: applyForm(),
      headers: { 'Idempotency-Key': key },
    });
    const second = await call('POST', `/jobs/${slug}/applications`, {
      form: applyForm(),
      headers: { 'Idempotency-Key': key },
    });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(getState().applications).toHaveLength(7);
  });

  test('a lost answer (502 after saving) and its retry make exactly one application', async () => {
    setFaultRules([parseFaultRule('POST:/jobs/*/applications:502:once:after')!]);
    const key = 'apply-key-2';
    const slug = openSlug();
    const lost = await call('POST', `/jobs/${slug}/applications`, {
      form: applyForm(),
      headers: { 'Idempotency-Key': key },
    });
    expect(lost.status).toBe(502);
    const retry = await call('POST', `/jobs/${slug}/applications`, {
      form: applyForm(),
      headers: { 'Idempotency-Key': key },
    });
    expect(retry.status).toBe(201);
    expect(getState().applications).toHaveLength(7);
  });
});

describe('the receipt', () => {
  test('without an account: in the application’s language, naming job and company, with a registration link', async () => {
    const slug = openSlug();
    const job = catalog().jobsBySlug.get(slug)!;
    await call('POST', `/jobs/${slug}/applications`, {
      form: applyForm({ email: 'kim@example.com', language: 'sv' }),
    });
    const receipt = latestInboxEntry('kim@example.com', 'application-receipt')!;
    expect(receipt).toMatchObject({ channel: 'email', language: 'sv' });
    expect(receipt.body).toContain(`”${job.title}” hos ${job.company.name}`);
    expect(receipt.body).toContain('Skapa ett konto med den här e-postadressen');
    const token = new URL(receipt.link!, 'https://portal.test').searchParams.get('token')!;
    expect(receipt.link).toBe(`/?auth=register&token=${token}`);
    // The link registers this address, and no second email went out with it.
    const check = await call('POST', '/auth/verify-candidate/token-check', { json: { token } });
    expect(check.body).toMatchObject({ valid: true, email: 'kim@example.com' });
    expect(latestInboxEntry('kim@example.com', 'confirm-email')).toBeNull();
  });

  test('with an account: the link is the application’s page; a replayed key sends no second one', async () => {
    loginAs();
    const slug = openSlug();
    const send = () =>
      call('POST', `/jobs/${slug}/applications`, {
        form: applyForm({ email: 'demo@example.com', language: 'en' }),
        headers: { 'Idempotency-Key': 'receipt-key' },
      });
    const { body } = await send();
    await send();
    const receipts = getState().inbox.filter((entry) => entry.subject === 'application-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      to: 'demo@example.com',
      language: 'en',
      link: `/application/${body.applicationId}/application`,
    });
    expect(receipts[0]!.body).toMatch(
      /^Hi Kim, we have received your application for “.+” at .+\. Log in/,
    );
  });
});

describe('applying again with a stored CV', () => {
  test('GET /files/latest-cv is the CV of the newest application that has one', async () => {
    expect((await call('GET', '/files/latest-cv')).status).toBe(401);
    loginAs();
    const { body } = await call('GET', '/files/latest-cv');
    const newestWithCv = getState()
      .applications.filter((application) => application.userId === 'cand-1')
      .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt))
      .map((application) =>
        getState().files.find(
          (file) => file.applicationId === application.id && file.kind === 'cv',
        ),
      )
      .find(Boolean)!;
    expect(body.file).toMatchObject({ id: newestWithCv.id, name: newestWithCv.name, kind: 'cv' });
  });

  test('cvFileId copies the stored file onto the new application as its CV', async () => {
    loginAs();
    const source = (await call('GET', '/files/latest-cv')).body.file;
    const result = await call('POST', `/jobs/${openSlug()}/applications`, {
      form: applyForm({ email: 'demo@example.com', cvFileId: source.id }),
    });
    expect(result.status).toBe(201);
    const full = await call<Application>('GET', `/applications/${result.body.applicationId}`);
    expect(full.body.files).toHaveLength(1);
    const copy = full.body.files[0]!;
    expect(copy).toMatchObject({ name: source.name, size: source.size, kind: 'cv' });
    expect(copy.id).not.toBe(source.id);
    const [original, copied] = await Promise.all(
      [source.contentUrl, copy.contentUrl].map(
        async (url: string) =>
          new Uint8Array(await (await fetch(new URL(url, window.location.origin))).arrayBuffer()),
      ),
    );
    expect(copied).toEqual(original);
    // The next application again offers the CV: now the copy, on the newest application.
    expect((await call('GET', '/files/latest-cv')).body.file.id).toBe(copy.id);
  });

  test('refuses a cvFileId of another candidate, unknown, without a login, or beside a cv', async () => {
    const slug = openSlug();
    const field = async (overrides: Record<string, string>, files: Array<[string, File]> = []) => {
      const result = await call('POST', `/jobs/${slug}/applications`, {
        form: applyForm(overrides, files),
      });
      return [result.status, result.body.errors?.[0]?.field];
    };
    const file1 = getState().files.find((file) => file.kind === 'cv')!;
    expect(await field({ cvFileId: file1.id })).toEqual([400, 'cvFileId']);
    loginAs('cand-2');
    expect(await field({ cvFileId: file1.id })).toEqual([400, 'cvFileId']);
    loginAs();
    expect(await field({ cvFileId: 'file-nothing' })).toEqual([400, 'cvFileId']);
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    expect(await field({ cvFileId: file1.id }, [['cv', pdf]])).toEqual([400, 'cv']);
    expect(getState().applications.some((application) => application.jobSlug === slug)).toBe(false);
  });
});

describe('editing an application', () => {
  test('edits until the deadline and refuses after it (409 DEADLINE_PASSED)', async () => {
    loginAs();
    const list = (await call<ApplicationSummary[]>('GET', '/applications')).body;
    const open = list.find((app) => app.editable)!;
    const closed = list.find((app) => !app.editable)!;
    const edited = await call<Application>('PATCH', `/applications/${open.id}`, {
      json: { coverLetter: 'Updated letter' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.answers.coverLetter).toBe('Updated letter');
    expect(
      (await call('PATCH', `/applications/${open.id}`, { json: { phone: '123' } })).body.errors[0]
        .field,
    ).toBe('phone');
    const refused = await call('PATCH', `/applications/${closed.id}`, {
      json: { coverLetter: 'Too late' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('DEADLINE_PASSED');
    const upload = new FormData();
    upload.append('file', new File(['x'], 'late.pdf', { type: 'application/pdf' }));
    expect((await call('POST', `/applications/${closed.id}/files`, { form: upload })).status).toBe(
      409,
    );
  });

  test('files upload, preview and delete', async () => {
    loginAs();
    const upload = new FormData();
    upload.append(
      'file',
      new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }),
    );
    upload.append('kind', 'attachment');
    const created = await call('POST', '/applications/app-1002/files', { form: upload });
    expect(created.status).toBe(201);
    const content = await fetch(new URL(created.body.contentUrl, window.location.origin));
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect((await call('DELETE', `/applications/app-1002/files/${created.body.id}`)).status).toBe(
      204,
    );
    expect((await call('GET', created.body.contentUrl)).status).toBe(404);
  });

  test('a new CV replaces the old one, even on a full application; an attachment adds', async () => {
    loginAs();
    const upload = (name: string, kind: 'cv' | 'attachment') => {
      const form = new FormData();
      form.append('file', new File(['%PDF-1.4'], name, { type: 'application/pdf' }));
      form.append('kind', kind);
      return call('POST', '/applications/app-1001/files', { form });
    };
    const files = async () =>
      ((await call('GET', '/applications/app-1001')).body as Application).files;
    const oldCv = (await files()).find((file) => file.kind === 'cv')!;
    for (let count = (await files()).length; count < UPLOAD_LIMITS.maxFilesPerApplication; count++)
      expect((await upload(`extra-${count}.pdf`, 'attachment')).status).toBe(201);
    expect((await upload('one too many.pdf', 'attachment')).status).toBe(409);
    const before = (await files()).map((file) => file.id);

    const newCv = await upload('new cv.pdf', 'cv');
    expect(newCv.status).toBe(201);
    const after = await files();
    expect(after).toHaveLength(UPLOAD_LIMITS.maxFilesPerApplication);
    // The new CV in the old one's place, the other files where they were.
    expect(after.map((file) => file.id)).toEqual(
      before.map((id) => (id === oldCv.id ? newCv.body.id : id)),
    );
    expect(after.filter((file) => file.kind === 'cv').map((file) => file.id)).toEqual([
      newCv.body.id,
    ]);
    expect((await call('GET', oldCv.contentUrl)).status).toBe(404);
  });

  test('messages: reply is appended, mark read updates the count', async () => {
    loginAs();
    const before = (await call('GET', '/applications/app-1001/messages')).body as Array<{
      id: string;
      read: boolean;
    }>;
    const reply = await call('POST', '/applications/app-1001/messages', {
      json: { body: 'Thanks, see you!' },
    });
    expect(reply.status).toBe(201);
    const after = (await call('GET', '/applications/app-1001/messages')).body as Array<{
      id: string;
      body: string;
    }>;
    expect(after.at(-1)!.body).toBe('Thanks, see you!');
    expect(
      (await call('POST', '/applications/app-1001/messages', { json: { body: '   ' } })).status,
    ).toBe(400);
    const unread = before.filter((message) => !message.read).map((message) => message.id);
    expect(
      (await call('POST', '/applications/app-1001/messages/read', { json: { messageIds: unread } }))
        .body,
    ).toEqual({ unreadMessages: 0 });
    expect(
      (await call('POST', '/applications/app-1001/messages/read', { json: { messageIds: 'all' } }))
        .status,
    ).toBe(400);
  });
});

describe('deleting', () => {
  test('an application removes its files, messages, meetings and tests', async () => {
    loginAs();
    expect((await call('DELETE', '/applications/app-1001')).status).toBe(204);
    const state = getState();
    expect(state.files.some((file) => file.applicationId === 'app-1001')).toBe(false);
    expect(state.messages.some((message) => message.applicationId === 'app-1001')).toBe(false);
    expect(state.meetings.some((meeting) => meeting.applicationId === 'app-1001')).toBe(false);
    expect(state.tests.some((entry) => entry.applicationId === 'app-1001')).toBe(false);
  });

  test('the login removes everything of it and clears the cookie', async () => {
    loginAs();
    expect((await call('DELETE', '/profile')).status).toBe(204);
    const state = getState();
    expect(state.users.some((user) => user.id === 'cand-1')).toBe(false);
    expect(state.applications.some((app) => app.userId === 'cand-1')).toBe(false);
    expect(state.subscriptions.some((sub) => sub.userId === 'cand-1')).toBe(false);
    expect(
      state.files.every((file) => state.applications.some((app) => app.id === file.applicationId)),
    ).toBe(true);
    expect(document.cookie).not.toMatch(/authtoken=\w/);
    // The other candidate is untouched and the old login no longer works.
    expect(state.applications.some((app) => app.userId === 'cand-2')).toBe(true);
    expect(
      (
        await call('POST', '/auth/login/email-password/', {
          json: { email: 'demo@example.com', password: 'Demo-pass-1' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('meetings', () => {
  test("carry their IANA zone, and start on the hour of that zone's clock", async () => {
    loginAs();
    const { body } = await call<Application>('GET', '/applications/app-1001');
    const [meeting] = body.meetings;
    expect(meeting!.timeZone).toBe('Europe/Stockholm');
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: meeting!.timeZone,
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(clock.format(new Date(meeting!.startsAt))).toBe('09:00');
    const zones = getState().meetings.map((stored) => stored.timeZone);
    expect(new Set(zones).size).toBeGreaterThanOrEqual(3);
  });
});

describe('job alerts', () => {
  test('take a suggested place, spelled as suggested, and refuse one that exists nowhere', async () => {
    loginAs();
    const created = await call<{ criteria: { location?: string } }>('POST', '/subscriptions', {
      json: { criteria: { location: 'boras' }, frequency: 'weekly' },
    });
    expect(created.status).toBe(201);
    expect(created.body.criteria.location).toBe('Borås');
    const refused = await call<{ errors: Array<{ field?: string }> }>('POST', '/subscriptions', {
      json: { criteria: { location: 'Xyzzy' }, frequency: 'weekly' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.field).toBe('criteria.location');
  });
});
