import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Application, ApplicationFile } from '@/api/contract/applications';
import { applicationFixture, inDays, jobFixture } from '@/features/applications/test-fixtures';
import { onAppEvent } from '@/lib/events';
import { server } from '@/mocks/node';
import { candidatePayload, renderRoute, setAuthCookie } from '@/testing/render-route';

function serveApplication(application: Application) {
  server.use(
    http.get('/applications/:id', ({ params }) =>
      params.id === application.id
        ? HttpResponse.json(application)
        : HttpResponse.json(
            { errors: [{ message: 'Not found', code: 'NOT_FOUND' }] },
            { status: 404 },
          ),
    ),
  );
}

async function open(url: string) {
  setAuthCookie(candidatePayload());
  return renderRoute(url);
}

// pdf.js needs a canvas, a worker and layout, none of which jsdom has: the PDF viewer is tested
// on its own (features/files/pdf-viewer.test.tsx), here it is a stand-in.
vi.mock('@/features/files/pdf-viewer', () => ({ default: () => null }));

// jsdom has no object URLs; the browser's own API is the outside world here.
let objectUrls: Blob[] = [];
let revoked: string[] = [];
let urlCount = 0;
beforeEach(() => {
  objectUrls = [];
  revoked = [];
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, {
      createObjectURL: (blob: Blob) => {
        objectUrls.push(blob);
        urlCount += 1;
        return `blob:http://localhost/${urlCount}`;
      },
      revokeObjectURL: (url: string) => {
        revoked.push(url);
      },
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('one application', () => {
  test('the index redirects to the details, with the job as heading and sections as links', async () => {
    serveApplication(applicationFixture({ unreadMessages: 3 }));
    const { router } = await open('/application/app-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend developer' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/application/app-1/application'),
    );
    const sections = screen.getByRole('navigation', { name: 'Application sections' });
    expect(within(sections).getByRole('link', { name: 'Application' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(sections).getByRole('link', { name: 'Messages (3 unread messages)' }),
    ).toHaveAttribute('href', '/application/app-1/messages');
    expect(within(sections).getByRole('link', { name: 'Tests' })).toHaveAttribute(
      'href',
      '/application/app-1/tests',
    );
    expect(screen.getByRole('link', { name: 'View job ad' })).toHaveAttribute(
      'href',
      '/job/backend-developer-goteborg',
    );
    await waitFor(() =>
      expect(document.title).toBe('Application: Backend developer – Jobs portal'),
    );
  });

  test("an unknown or another candidate's id shows not found and nothing else", async () => {
    serveApplication(applicationFixture());
    server.use(
      http.get('/applications/:id/messages', () =>
        HttpResponse.json({ errors: [{ message: 'Not found' }] }, { status: 404 }),
      ),
    );
    await open('/application/someone-elses/messages');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This application could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My applications' })).toHaveAttribute(
      'href',
      '/application',
    );
    expect(screen.queryByText('Backend developer')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Application sections' }),
    ).not.toBeInTheDocument();
  });

  test('details show the answers as text, files and booked meetings', async () => {
    serveApplication(applicationFixture());
    await open('/application/app-1/application');
    const answers = await screen.findByRole('region', { name: 'Your answers' });
    expect(within(answers).getByText('Anna Svensson')).toBeInTheDocument();
    expect(
      within(answers).getByText(/I like building APIs\.\s+And testing them\./),
    ).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Files' });
    expect(within(files).getByRole('button', { name: 'Preview cv-anna.pdf' })).toBeInTheDocument();
    const meetings = screen.getByRole('region', { name: 'Booked meetings' });
    expect(within(meetings).getByRole('heading', { name: 'First interview' })).toBeInTheDocument();
    expect(within(meetings).getByText('Storgatan 1, Göteborg')).toBeInTheDocument();
    expect(within(meetings).getByText('Rita Recruiter')).toBeInTheDocument();
    expect(within(meetings).getByText('Bring your ID.')).toBeInTheDocument();
  });

  test("'Add to calendar' downloads an RFC 5545 file made in the browser", async () => {
    const application = applicationFixture();
    serveApplication(application);
    const { user } = await open('/application/app-1/application');
    const meetings = await screen.findByRole('region', { name: 'Booked meetings' });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await user.click(within(meetings).getByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('First-interview.ics');
    const blob = objectUrls.at(-1)!;
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    const text = await blob.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(text).toContain('\r\nUID:meeting-1@candidate-portal\r\n');
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    const utc = (value: string) => `${value.slice(0, 19).replace(/[-:]/g, '')}Z`;
    const [meeting] = application.meetings;
    expect(text).toContain(
      `\r\nDTSTART:${utc(meeting!.startsAt)}\r\nDTEND:${utc(meeting!.endsAt)}\r\n`,
    );
    expect(text).toContain('\r\nLOCATION:Storgatan 1\\, Göteborg\r\n');
    expect(text).toContain('DESCRIPTION:Organizer: Rita Recruiter\\n\\nBring your ID.');
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  test('after the deadline, editing and uploads are gone and notices say why', async () => {
    serveApplication(
      applicationFixture({ editable: false, job: jobFixture({ finalApplyDate: inDays(-2) }) }),
    );
    await open('/application/app-1/application');
    const answers = await screen.findByRole('region', { name: 'Your answers' });
    expect(
      within(answers).queryByRole('button', { name: 'Edit application' }),
    ).not.toBeInTheDocument();
    expect(within(answers).getByText(/The final apply date has passed/)).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Files' });
    expect(within(files).queryByLabelText('Choose a file')).not.toBeInTheDocument();
    expect(within(files).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(files).getByText(/files can no longer be added or deleted/)).toBeInTheDocument();
  });
});

describe('files', () => {
  const uploadedFile: ApplicationFile = {
    id: 'file-2',
    name: 'portfolio.png',
    contentType: 'image/png',
    size: 2048,
    uploadedAt: '2026-03-05T09:00:00.000Z',
    kind: 'attachment',
    contentUrl: '/files/file-2/content',
  };

  test('a refused type or size is refused before anything is sent, naming the limit', async () => {
    serveApplication(applicationFixture());
    let uploads = 0;
    server.use(
      http.post('/applications/:id/files', () => {
        uploads += 1;
        return HttpResponse.json(uploadedFile, { status: 201 });
      }),
    );
    await open('/application/app-1/application');
    const input = await screen.findByLabelText('Choose a file');
    // A picker set to "All files" ignores the accept attribute, so the check must not rely on it.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(
      await screen.findByText(/setup\.exe cannot be uploaded\. Accepted types: \.pdf, \.doc/),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input, big);
    expect(
      await screen.findByText('huge.pdf is too large. A file can be at most 10 MB.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(input).toHaveFocus();
    expect(uploads).toBe(0);
  });

  test('an upload shows progress, confirms and lists the file', async () => {
    const application = applicationFixture();
    serveApplication(application);
    const received: Array<{ kind: FormDataEntryValue | null; hasFile: boolean }> = [];
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/applications/:id/files', async ({ request }) => {
        const form = await request.formData();
        // jsdom's multipart encoding loses the part's file name; the e2e test checks it in Chromium.
        received.push({ kind: form.get('kind'), hasFile: typeof form.get('file') === 'object' });
        await answered;
        application.files.push(uploadedFile);
        return HttpResponse.json(uploadedFile, { status: 201 });
      }),
    );
    const { user } = await open('/application/app-1/application');
    await user.upload(
      await screen.findByLabelText('Choose a file'),
      new File(['png'], 'portfolio.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading portfolio.png' }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByText('Your file was successfully uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The list is the loader's, read again after the upload.
    expect(
      await within(screen.getByRole('region', { name: 'Files' })).findByRole('button', {
        name: 'Preview portfolio.png',
      }),
    ).toBeInTheDocument();
    expect(received).toEqual([{ kind: 'attachment', hasFile: true }]);
  });

  test('an upload says it succeeded only once the files read again are on screen', async () => {
    const application = applicationFixture();
    serveApplication(application);
    server.use(
      http.post('/applications/:id/files', () => {
        application.files.push(uploadedFile);
        return HttpResponse.json(uploadedFile, { status: 201 });
      }),
    );
    const { user } = await open('/application/app-1/application');
    const files = await screen.findByRole('region', { name: 'Files' });
    let answerReadAgain: () => void = () => undefined;
    const readAgain = new Promise<void>((resolve) => (answerReadAgain = resolve));
    let asked = false;
    server.use(
      http.get('/applications/app-1', async () => {
        asked = true;
        await readAgain;
        return HttpResponse.json(application);
      }),
    );
    await user.upload(
      await screen.findByLabelText('Choose a file'),
      new File(['png'], 'portfolio.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(asked).toBe(true));
    // The answer is here but the list read again is not: no success yet, the upload's row stays.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Your file was successfully uploaded')).not.toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Uploading portfolio.png' }),
    ).toBeInTheDocument();

    answerReadAgain();
    expect(await screen.findByText('Your file was successfully uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(files).getByRole('button', { name: 'Preview portfolio.png' }),
    ).toBeInTheDocument();
  });

  test('a second CV asks "Replace your CV?" naming both files; nothing is sent before yes', async () => {
    serveApplication(applicationFixture());
    const kinds: Array<FormDataEntryValue | null> = [];
    server.use(
      http.post('/applications/:id/files', async ({ request }) => {
        kinds.push((await request.formData()).get('kind'));
        return HttpResponse.json({ ...uploadedFile, kind: 'cv' }, { status: 201 });
      }),
    );
    const { user } = await open('/application/app-1/application');
    const files = await screen.findByRole('region', { name: 'Files' });
    expect(
      within(files).getByText(/An application holds one CV and other files, at most 10 files/),
    ).toBeInTheDocument();
    await user.upload(
      within(files).getByLabelText('Choose a file'),
      new File(['%PDF-1.4'], 'cv-2026.pdf', { type: 'application/pdf' }),
    );
    const kind = within(files).getByRole('combobox', { name: 'Type of file' });
    await user.selectOptions(kind, 'CV');
    await user.click(within(files).getByRole('button', { name: 'Upload' }));
    let dialog = await screen.findByRole('dialog', { name: 'Replace your CV?' });
    expect(within(dialog).getByText('cv-anna.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('cv-2026.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No, keep my CV' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No, keep my CV' }));
    expect(kinds).toEqual([]);
    expect(within(files).getByRole('button', { name: 'Preview cv-anna.pdf' })).toBeInTheDocument();

    await user.click(within(files).getByRole('button', { name: 'Upload' }));
    dialog = await screen.findByRole('dialog', { name: 'Replace your CV?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, replace my CV' }));
    expect(await screen.findByText('Your file was successfully uploaded')).toBeInTheDocument();
    expect(kinds).toEqual(['cv']);
    // The next file is asked for its type afresh.
    expect(kind).toHaveValue('attachment');
  });

  test("a failed upload says 'Upload failed' and can be retried with the same file", async () => {
    serveApplication(applicationFixture());
    let attempts = 0;
    server.use(
      http.post('/applications/:id/files', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.error()
          : HttpResponse.json(uploadedFile, { status: 201 });
      }),
    );
    const { user } = await open('/application/app-1/application');
    await user.upload(
      await screen.findByLabelText('Choose a file'),
      new File(['png'], 'portfolio.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/Upload failed: no connection/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again portfolio.png' }));
    expect(await screen.findByText('Your file was successfully uploaded')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  test('delete asks "Are you sure you want to delete this file?" first, then deletes', async () => {
    const application = applicationFixture();
    serveApplication(application);
    const deleted: string[] = [];
    server.use(
      http.delete('/applications/:id/files/:fileId', ({ params }) => {
        deleted.push(String(params.fileId));
        application.files = application.files.filter((file) => file.id !== params.fileId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await open('/application/app-1/application');
    const files = await screen.findByRole('region', { name: 'Files' });
    await user.click(within(files).getByRole('button', { name: 'Delete cv-anna.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete file?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this file?');
    expect(within(dialog).getByText('cv-anna.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(deleted).toEqual([]);

    await user.click(within(files).getByRole('button', { name: 'Delete cv-anna.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete file' }));
    expect(await screen.findByText('cv-anna.pdf was deleted')).toBeInTheDocument();
    expect(deleted).toEqual(['file-1']);
    expect(await within(files).findByText('No files have been uploaded.')).toBeInTheDocument();
    expect(within(files).queryByText('cv-anna.pdf')).not.toBeInTheDocument();
  });

  test('a PDF previews in a dialog from an object URL with a download link, revoked on close', async () => {
    serveApplication(applicationFixture());
    server.use(
      http.get(
        '/files/file-1/content',
        () =>
          new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
            headers: { 'Content-Type': 'application/pdf' },
          }),
      ),
    );
    const events: string[] = [];
    const stops = (['file-preview-open', 'file-preview-close'] as const).map((name) =>
      onAppEvent(name, () => events.push(name)),
    );
    const { user } = await open('/application/app-1/application');
    const files = await screen.findByRole('region', { name: 'Files' });
    await user.click(within(files).getByRole('button', { name: 'Preview cv-anna.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'cv-anna.pdf' });
    const download = await within(dialog).findByRole('link', { name: 'Download cv-anna.pdf' });
    expect(download).toHaveAttribute('download', 'cv-anna.pdf');
    const objectUrl = download.getAttribute('href');
    expect(objectUrl).toMatch(/^blob:/);
    expect(objectUrls[0]!.type).toBe('application/pdf');
    expect(revoked).not.toContain(objectUrl);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toContain(objectUrl);
    expect(events).toEqual(['file-preview-open', 'file-preview-close']);
    stops.forEach((stop) => stop());
  });
});
