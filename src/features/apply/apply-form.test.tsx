import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { job } from '@/testing/jobs';
import { onAppEvent } from '@/lib/events';
import { server } from '@/mocks/node';
import { newTabLinkName } from '@/testing/link-names';
import { candidatePayload, renderRoute, setAuthCookie } from '@/testing/render-route';
import { storedText } from '@/testing/storage';

const SLUG = 'frontend-developer-goteborg';
const JOB = job({
  slug: SLUG,
  publishedAt: '2026-01-01T08:00:00.000Z',
  finalApplyDate: '2099-12-31T22:59:59.000Z',
  excerpt: 'Build tools.',
  adHtml: '<p>Build tools.</p>',
  contactName: null,
  contactEmail: null,
});

const LATEST_CV = {
  id: 'file-41',
  name: 'Test Candidate CV.pdf',
  contentType: 'application/pdf',
  size: 2048,
  uploadedAt: '2026-11-01T09:00:00.000Z',
  kind: 'cv',
  contentUrl: '/files/file-41/content',
};

interface Received {
  fields: Record<string, string>;
  files: Array<{ part: string; name: string }>;
}

function serveJob(applyAnswer: () => Response | Promise<Response>) {
  const received: Received[] = [];
  server.use(
    http.get('*/jobs/:slug', () => HttpResponse.json(JOB)),
    http.get('*/files/latest-cv', () => HttpResponse.json({ file: LATEST_CV })),
    http.post('*/jobs/:slug/applications', async ({ request }) => {
      const form = await request.formData();
      const entry: Received = { fields: {}, files: [] };
      form.forEach((value, part) => {
        if (typeof value === 'string') entry.fields[part] = value;
        else entry.files.push({ part, name: value.name });
      });
      received.push(entry);
      return applyAnswer();
    }),
  );
  return received;
}

const created = ({ linkedToAccount = false } = {}) =>
  HttpResponse.json(
    {
      applicationId: 'app-1',
      jobSlug: SLUG,
      createdAt: new Date().toISOString(),
      linkedToAccount,
    },
    { status: 201 },
  );

async function openForm() {
  const view = renderRoute(`/job/${SLUG}`);
  // The form is its own chunk (formik, yup): the first load in a test run takes a moment.
  await screen.findByRole('textbox', { name: /First name/ }, { timeout: 5000 });
  return view;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillValid(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(field(/First name/), 'Anna');
  await user.type(field(/Last name/), 'Berg');
  await user.type(field(/Email/), 'Anna.Berg@Example.com');
  await user.type(field(/Mobile number/), '070-123 45 67');
  await user.type(field(/Cover letter/), 'I like building tools.');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

const pdf = (name = 'cv.pdf', size?: number) => {
  const file = new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('apply form', () => {
  test('states the accepted file types and the size limit up front', async () => {
    serveJob(created);
    await openForm();
    expect(
      screen.getByText(
        'Accepted file types: .pdf, .doc, .docx, .odt, .txt, .jpg, .png, .mp4. At most 10 MB per file and 10 files in all.',
      ),
    ).toBeInTheDocument();
  });

  test('an empty submit: the summary, every field marked, the event, focus and "Error:" in the title', async () => {
    const received = serveJob(created);
    const invalid = vi.fn();
    const stop = onAppEvent('invalid-application-form', invalid);
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    const summary = await screen.findByRole('region', {
      name: 'Not all mandatory fields are filled',
    });
    // The first invalid field has the focus; its error is its description, read out with it.
    await waitFor(() => expect(field(/First name/)).toHaveFocus());
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'You must accept the terms to continue',
    ]);
    // Each link leads to its field's control: as an address, and on a click.
    const controls = [/First name/, /Last name/, /Email/, /Mobile number/]
      .map((name) => field(name))
      .concat(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(controls.map((control) => `#${control.id}`));
    await user.click(within(summary).getByRole('link', { name: 'Email is required' }));
    expect(field(/Email/)).toHaveFocus();
    for (const name of [/First name/, /Last name/, /Email/, /Mobile number/]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(/First name/)).toHaveAccessibleDescription(/^Error:\s*First name is required$/);
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(invalid).toHaveBeenCalledWith({
      fields: ['firstName', 'lastName', 'email', 'phone', 'acceptTerms'],
    });
    await waitFor(() => expect(document.title).toMatch(/^Error: /));
    expect(received).toHaveLength(0);

    await user.click(within(summary).getByRole('link', { name: 'Phone number is required' }));
    expect(field(/Mobile number/)).toHaveFocus();
    stop();
  });

  test('the status says sending only once the checked fields are on their way', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serveJob(async () => {
      await answered;
      return created();
    });
    const { user } = await openForm();
    const status = screen.getByText('', { selector: '.apply-form__progress' });
    // Every text the status was given, however briefly: a screen reader says each one.
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, subtree: true, characterData: true });

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByRole('region', { name: 'Not all mandatory fields are filled' });
    expect(said.filter(Boolean)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send application' })).toBeInTheDocument();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(status).toHaveTextContent('Sending your application…'));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument();
    observer.disconnect();
    answer();
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your application' });
  });

  test('a chosen file is said, with the list it joined', async () => {
    serveJob(created);
    const { user } = await openForm();
    await user.upload(screen.getByLabelText(/^CV/), pdf());
    expect(screen.getByText('Added to CV: cv.pdf')).toHaveRole('status');
    await user.upload(screen.getByLabelText(/^Other files/), [pdf('grades.pdf'), pdf('refs.pdf')]);
    expect(screen.getByText('Added to Other files: grades.pdf and refs.pdf')).toHaveRole('status');
  });

  test('email must look like an address, the phone must be a whole number, the terms must be accepted', async () => {
    serveJob(created);
    const { user } = await openForm();
    await user.type(field(/First name/), 'Anna');
    await user.type(field(/Last name/), 'Berg');
    await user.type(field(/Email/), 'anna@');
    await user.type(field(/Mobile number/), '070-123 45');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const summary = await screen.findByRole('region', {
      name: 'Not all mandatory fields are filled',
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter an email address like name@example.com',
      'Enter a complete phone number. A number from another country starts with its country code, such as +46.',
      'You must accept the terms to continue',
    ]);
    // Every field filled, two of them wrongly: the summary says to check them, not to fill them.
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await screen.findByRole('region', { name: 'Check the marked fields' });
    await user.clear(field(/Email/));
    await user.type(field(/Email/), 'anna@example.com');
    await user.clear(field(/Mobile number/));
    await user.type(field(/Mobile number/), '070-123 45 67');
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Check the marked fields' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.queryByRole('region', { name: 'Not all mandatory fields are filled' }),
    ).not.toBeInTheDocument();
  });

  test.each([
    ['the portal’s notice when the employer has none', undefined, 'Privacy notice', '/privacy'],
    [
      'the employer’s own notice when it has one',
      'https://nordvik.example.com/privacy',
      'Privacy notice from Nordvik Logistics',
      'https://nordvik.example.com/privacy',
    ],
    [
      'the portal’s notice when the employer’s is not https',
      'http://nordvik.example.com/privacy',
      'Privacy notice',
      '/privacy',
    ],
  ])(
    'the consent links the terms and %s, each in a new tab',
    async (_case, privacyNoticeUrl, name, href) => {
      serveJob(created);
      server.use(
        http.get('*/jobs/:slug', () =>
          HttpResponse.json({ ...JOB, company: { ...JOB.company, privacyNoticeUrl } }),
        ),
      );
      await openForm();
      const terms = screen.getByRole('link', { name: newTabLinkName('Terms of use') });
      expect(terms).toHaveAttribute('href', '/terms');
      expect(terms).toHaveAttribute('target', '_blank');
      const notice = screen.getByRole('link', { name: newTabLinkName(name) });
      expect(notice).toHaveAttribute('href', href);
      expect(notice).toHaveAttribute('target', '_blank');
      if (href.startsWith('https:')) expect(notice).toHaveAttribute('rel', 'noopener noreferrer');
      // Beside the box, not in its label: the box's name stays the consent, the links describe it.
      const consent = screen.getByRole('checkbox', { name: /I accept the terms/ });
      expect(consent).toHaveAccessibleName(
        'I accept the terms and that my personal data is processed for this application (required)',
      );
      expect(consent).toHaveAccessibleDescription(expect.stringContaining('Terms of use'));
      expect(consent).toHaveAccessibleDescription(expect.stringContaining(name));
    },
  );

  test('a refused file type or a file over the limit is refused before upload, naming the limit', async () => {
    const received = serveJob(created);
    await openForm();
    // As a person picking "All files" in the dialog: the accept filter does not stop them.
    const user = userEvent.setup({ applyAccept: false });
    const cv = screen.getByLabelText(/^CV/);
    await user.upload(cv, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(
      await screen.findByText(
        /“setup.exe” was not added: the file type is not accepted\. Accepted types: \.pdf/,
      ),
    ).toBeInTheDocument();
    await user.upload(cv, pdf('huge.pdf', 11 * 1024 * 1024));
    expect(
      screen.getByText('“huge.pdf” was not added: it is larger than 10 MB, the limit per file.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('huge.pdf')).not.toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  test.each([
    ['SE', '070-123 45 67', '+46 70 123 45 67'],
    ['NO', '912 34 567', '+47 912 34 567'],
    ['DK', '20.12.34.56', '+45 20 12 34 56'],
  ] as const)(
    'a local number for a job in %s is completed with its country code before sending',
    async (country, typed, shown) => {
      serveJob(created);
      server.use(http.get('*/jobs/:slug', () => HttpResponse.json({ ...JOB, country })));
      const { user } = await openForm();
      const phone = field(/Mobile number/);
      expect(phone).toHaveAccessibleDescription(expect.stringContaining('For example'));
      await user.type(phone, typed);
      expect(screen.getByText(`We’ll use ${shown}`)).toBeInTheDocument();
      expect(phone).toHaveAccessibleDescription(expect.stringContaining(`We’ll use ${shown}`));
    },
  );

  test('sends the fields and files once, clears the draft, and lands on the thank-you page with the address it went to', async () => {
    const received = serveJob(created);
    const { user, router } = await openForm();
    await fillValid(user);
    await user.upload(screen.getByLabelText(/^CV/), pdf());
    await user.upload(screen.getByLabelText(/^Other files/), [
      pdf('grades.pdf'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(storedText()).toContain('Anna');
    const send = screen.getByRole('button', { name: 'Send application' });
    await user.dblClick(send);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your application' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/job/${SLUG}/thank-you`);
    // The account the page offers starts from it (the auth dialog keeps the page's state).
    expect(router.state.location.state).toEqual({
      applied: true,
      linkedToAccount: false,
      suggestedEmail: 'anna.berg@example.com',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.fields).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna.berg@example.com',
      phone: '+46701234567',
      coverLetter: 'I like building tools.',
      acceptTerms: 'true',
      contactMe: 'false',
      candidateBank: 'false',
      language: 'en',
    });
    // jsdom's XMLHttpRequest does not pass file names on to msw; the parts and their order it does.
    expect(received[0]!.files.map((file) => file.part)).toEqual([
      'cv',
      'attachments',
      'attachments',
    ]);
    expect(storedText()).not.toContain('Anna');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/job/${SLUG}/thank-you?auth=create-account`,
    );
  });

  test('when the call fails: the generic message, announced, and every value and file stays', async () => {
    serveJob(() => HttpResponse.json({ errors: [{ message: 'Internal error' }] }, { status: 500 }));
    const { user } = await openForm();
    await fillValid(user);
    await user.upload(screen.getByLabelText(/^CV/), pdf());
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    // The alert region is on the page from the start, empty, so that what fills it is announced.
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Something went wrong, please try again later'),
    );
    expect(alert).toHaveTextContent('Message from the service: Internal error');
    expect(alert).toHaveTextContent(
      'Everything you entered and every file you chose is still here.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(field(/First name/)).toHaveValue('Anna');
    expect(field(/Email/)).toHaveValue('Anna.Berg@Example.com');
    expect(field(/Cover letter/)).toHaveValue('I like building tools.');
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    expect(screen.getByText('cv.pdf', { selector: '.file-picker__name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
  });

  test('a pasted cover letter over the limit is kept whole and refused with its length, not sent', async () => {
    const received = serveJob(created);
    const { user } = await openForm();
    await fillValid(user);
    const letter = field(/Cover letter/);
    await user.clear(letter);
    await user.paste('y'.repeat(10_050));

    expect(letter).toHaveValue('y'.repeat(10_050));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(letter).toHaveFocus());
    expect(letter).toHaveAccessibleDescription(
      expect.stringContaining(
        'Error: The cover letter has 10,050 characters; at most 10,000 can be sent.',
      ),
    );
    expect(letter).toHaveValue('y'.repeat(10_050));
    expect(received).toHaveLength(0);
  });

  test('a deadline that passed meanwhile is reported as the closed message', async () => {
    serveJob(() =>
      HttpResponse.json(
        { errors: [{ message: 'Deadline passed', code: 'DEADLINE_PASSED' }] },
        { status: 409 },
      ),
    );
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'This recruitment has passed its final apply date; application closed.',
      ),
    );
  });

  test('the typed text survives a reload, and can be cleared', async () => {
    serveJob(created);
    const first = await openForm();
    await first.user.type(field(/First name/), 'Anna');
    await first.user.type(field(/Cover letter/), 'Draft letter');
    first.unmount();

    const { user } = await openForm();
    expect(field(/First name/)).toHaveValue('Anna');
    expect(field(/Cover letter/)).toHaveValue('Draft letter');
    expect(screen.getByText(/We have filled in what you wrote here earlier/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the form' }));
    expect(field(/First name/)).toHaveValue('');
    await waitFor(() => expect(storedText()).not.toContain('Draft letter'));
  });

  test('an email that belongs to an account is offered a login instead of a new account', async () => {
    serveJob(() => created({ linkedToAccount: true }));
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('link', { name: 'Log in' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      `/job/${SLUG}/thank-you?auth=login`,
    );
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  test('a logged-in candidate finds the form filled in from the profile and the latest CV, and My applications after applying', async () => {
    setAuthCookie(candidatePayload());
    const received = serveJob(() => created({ linkedToAccount: true }));
    server.use(
      http.get('*/profile', () =>
        HttpResponse.json({
          userId: 'cand-1',
          givenName: 'Test',
          familyName: 'Candidate',
          email: 'test@example.com',
          phone: '+46700000000',
          language: 'en',
          createdAt: '2026-01-01T00:00:00.000Z',
          dataExpiresAt: '2028-01-01T00:00:00.000Z',
          consents: {
            acceptTerms: true,
            acceptedTermsAt: null,
            termsVersion: null,
            contactMe: false,
            candidateBank: false,
          },
        }),
      ),
    );
    const { user } = await openForm();
    expect(field(/First name/)).toHaveValue('Test');
    expect(field(/Email/)).toHaveValue('test@example.com');
    const chosenCv = screen.getByRole('list', { name: 'Chosen files: CV' });
    expect(within(chosenCv).getByRole('listitem')).toHaveTextContent(LATEST_CV.name);
    expect(screen.getByLabelText(/^CV/)).toHaveAccessibleDescription(
      'The CV from your latest application is attached. Choose another file to send a different one.',
    );
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('link', { name: 'Go to My applications' })).toHaveAttribute(
      'href',
      '/application',
    );
    expect(received[0]!.fields).toMatchObject({ phone: '+46700000000', cvFileId: LATEST_CV.id });
    expect(received[0]!.files).toEqual([]);
  });

  test('the latest CV removed: the application goes without a CV', async () => {
    setAuthCookie(candidatePayload());
    const received = serveJob(() => created({ linkedToAccount: true }));
    const { user } = await openForm();
    const chosenCv = screen.getByRole('list', { name: 'Chosen files: CV' });
    await user.click(within(chosenCv).getByRole('button', { name: /^Remove/ }));
    expect(screen.queryByRole('list', { name: 'Chosen files: CV' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.fields).not.toHaveProperty('cvFileId');
    expect(received[0]!.files).toEqual([]);
  });

  test('another file chosen instead of the latest CV is uploaded, and the stored one is not named', async () => {
    setAuthCookie(candidatePayload());
    const received = serveJob(() => created({ linkedToAccount: true }));
    const { user } = await openForm();
    const chosenCv = () => screen.getByRole('list', { name: 'Chosen files: CV' });
    expect(chosenCv()).toHaveTextContent(LATEST_CV.name);
    await user.upload(screen.getByLabelText(/^CV/), pdf('new-cv.pdf'));
    expect(chosenCv()).toHaveTextContent('new-cv.pdf');
    expect(chosenCv()).not.toHaveTextContent(LATEST_CV.name);
    expect(screen.getByLabelText(/^CV/)).toHaveAccessibleDescription('One file.');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.fields).not.toHaveProperty('cvFileId');
    expect(received[0]!.files.map((file) => file.part)).toEqual(['cv']);
  });
});
