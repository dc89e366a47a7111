import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UpdateProfileRequest } from '@/api/contract/account';
import { server } from '@/mocks/node';
import { refreshSession } from '@/api/session';
import { seedFormDraft, storedText } from '@/testing/storage';
import { mainError, renderSettings, testProfile } from './test-fixtures';

async function openInformation() {
  const view = renderSettings();
  const section = within(
    await screen.findByRole('region', { name: 'My information' }, { timeout: 5000 }),
  );
  return { ...view, section };
}

describe('my information', () => {
  test('shows the saved information in the fields', async () => {
    const { section } = await openInformation();
    expect(section.getByLabelText('First name')).toHaveValue('Astrid');
    expect(section.getByLabelText('Last name')).toHaveValue('Lind');
    expect(section.getByLabelText('Email')).toHaveValue('astrid@example.com');
    expect(section.getByLabelText('Mobile number')).toHaveValue('+46701234567');
  });

  test.each([
    ['First name', '', 'First name is required'],
    ['Last name', '   ', 'Last name is required'],
    ['Email', '', 'Email is required'],
    ['Email', 'astrid.example.com', 'Enter an email address like name@example.com'],
    ['Mobile number', '', 'Phone number is required'],
    [
      'Mobile number',
      '0701234567',
      'Enter a complete phone number. A number from another country starts with its country code',
    ],
  ])(
    '%s set to "%s" is refused with "%s", focused, and nothing is sent',
    async (label, value, message) => {
      let patches = 0;
      server.use(
        http.patch('/profile', () => {
          patches += 1;
          return HttpResponse.json(testProfile());
        }),
      );
      const { user, section } = await openInformation();
      const field = section.getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
      await user.click(section.getByRole('button', { name: 'Save changes' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      // The title follows in the shell's effect, after the focus has moved.
      await waitFor(() => expect(document.title).toMatch(/^Error:/));
      expect(patches).toBe(0);
    },
  );

  test("saves trimmed values and confirms with 'Your changes were saved'", async () => {
    let sent: UpdateProfileRequest | null = null;
    server.use(
      http.patch('/profile', async ({ request }) => {
        sent = (await request.json()) as UpdateProfileRequest;
        return HttpResponse.json(testProfile({ ...sent }));
      }),
    );
    const { user, section } = await openInformation();
    await user.clear(section.getByLabelText('Last name'));
    await user.type(section.getByLabelText('Last name'), '  Lindqvist ');
    await user.clear(section.getByLabelText('Mobile number'));
    await user.type(section.getByLabelText('Mobile number'), '+46 70 765 43 21');
    await user.click(section.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved')).toBeInTheDocument();
    expect(sent).toEqual({
      givenName: 'Astrid',
      familyName: 'Lindqvist',
      email: 'astrid@example.com',
      phone: '+46707654321',
    });
    expect(section.getByLabelText('Last name')).toHaveValue('Lindqvist');
    expect(storedText()).not.toContain('Lindqvist');
  });

  test('in Swedish a local number is completed with +46, shown, and saved so', async () => {
    await i18next.changeLanguage('sv-SE');
    try {
      let sent: UpdateProfileRequest | null = null;
      server.use(
        http.patch('/profile', async ({ request }) => {
          sent = (await request.json()) as UpdateProfileRequest;
          return HttpResponse.json(testProfile({ ...sent }));
        }),
      );
      const view = renderSettings();
      const section = within(
        await screen.findByRole('region', { name: 'Mina uppgifter' }, { timeout: 5000 }),
      );
      const phone = section.getByLabelText('Mobilnummer');
      await view.user.clear(phone);
      await view.user.type(phone, '070-765 43 21');
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Vi använder +46 70 765 43 21'),
      );
      await view.user.click(section.getByRole('button', { name: 'Spara ändringar' }));
      await waitFor(() => expect(sent).toMatchObject({ phone: '+46707654321' }));
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });

  test('the header follows a changed first name at once, and keeps it', async () => {
    const { user, section } = await openInformation();
    // The token was issued as 'Test Candidate'; the profile is the newer word.
    expect(screen.getByText('Logged in as Astrid Lind')).toBeInTheDocument();
    let current = testProfile();
    server.use(
      http.get('/profile', () => HttpResponse.json(current)),
      http.patch('/profile', async ({ request }) => {
        current = testProfile((await request.json()) as UpdateProfileRequest);
        return HttpResponse.json(current);
      }),
    );
    await user.clear(section.getByLabelText('First name'));
    await user.type(section.getByLabelText('First name'), 'Maja');
    await user.click(section.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Logged in as Maja Lind')).toBeInTheDocument();
    // Coming back to the tab reads the cookie again, which still holds the old name.
    act(() => void refreshSession());
    expect(screen.getByText('Logged in as Maja Lind')).toBeInTheDocument();
  });

  test('a failed save shows the error and keeps what was typed, also in the draft', async () => {
    server.use(http.patch('/profile', () => mainError(500, 'Database unavailable')));
    const { user, section } = await openInformation();
    await user.clear(section.getByLabelText('First name'));
    await user.type(section.getByLabelText('First name'), 'Greta');
    await user.click(section.getByRole('button', { name: 'Save changes' }));
    // The translated text, then the service's own words as a detail; both stay on the form.
    const failure = await section.findByRole('alert');
    await waitFor(() =>
      expect(failure).toHaveTextContent(
        /^Something went wrong, please try again later\s*Message from the service: Database unavailable$/,
      ),
    );
    expect(section.getByLabelText('First name')).toHaveValue('Greta');
    expect(storedText()).toContain('Greta');
    expect(screen.queryByText('Your changes were saved')).not.toBeInTheDocument();
  });

  test('an email that another account uses is marked on the email field', async () => {
    server.use(http.patch('/profile', () => mainError(409, 'Email in use', 'CONFLICT')));
    const { user, section } = await openInformation();
    const email = section.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(section.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Another account already uses this email address'),
      ),
    );
    expect(email).toHaveValue('taken@example.com');
  });

  test('an unsaved draft (left by an expired session) is offered again and can be discarded', async () => {
    const draft = {
      givenName: 'Greta',
      familyName: 'Lind',
      email: 'astrid@example.com',
      phone: '+46701234567',
    };
    const { user, router } = renderSettings();
    await screen.findByRole('region', { name: 'My information' }, { timeout: 5000 });
    // A draft written while the page is open elsewhere shows on the next visit.
    refreshSession();
    seedFormDraft('profile', draft);
    await act(() => router.navigate('/elsewhere'));
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await act(() => router.navigate('/user/settings'));
    const section = within(
      await screen.findByRole('region', { name: 'My information' }, { timeout: 5000 }),
    );
    expect(section.getByLabelText('First name')).toHaveValue('Greta');
    expect(section.getByText('We brought back changes you had not saved yet.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Discard them' }));
    expect(section.getByLabelText('First name')).toHaveValue('Astrid');
    await waitFor(() => expect(storedText()).not.toContain('Greta'));
  });

  test('leaving with a changed field asks in the page: staying keeps it, leaving goes on', async () => {
    const { user, section, router } = await openInformation();
    await user.clear(section.getByLabelText('First name'));
    await user.type(section.getByLabelText('First name'), 'Unsaved');
    const leave = () => act(() => router.navigate('/elsewhere'));

    await leave();
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(question).toHaveAccessibleDescription(
      'You have changes that are not saved. Leave without saving them?',
    );
    await user.click(within(question).getByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/user/settings');
    expect(section.getByLabelText('First name')).toHaveValue('Unsaved');

    await leave();
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Left without saving: no draft brings the change back.
    await act(() => router.navigate('/user/settings'));
    const again = within(
      await screen.findByRole('region', { name: 'My information' }, { timeout: 5000 }),
    );
    expect(again.getByLabelText('First name')).toHaveValue('Astrid');
    expect(again.queryByText('We brought back changes you had not saved yet.')).toBeNull();
    expect(storedText()).not.toContain('Unsaved');
  });

  test('the page has the five sections and an in-page navigation to them', async () => {
    renderSettings();
    const nav = await screen.findByRole('navigation', { name: 'Sections of the settings page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#information',
      '#two-factor',
      '#terms',
      '#your-data',
      '#delete-login',
    ]);
    for (const name of [
      'My information',
      'Two-factor authentication',
      'Terms and candidate bank',
      'Your data',
      'Delete my candidate login',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });
});

describe('a new mobile number', () => {
  test('waits for the code texted to it: a wrong code is refused, the right one makes it the number', async () => {
    const pending = testProfile({ pendingPhone: '+46709998877' });
    const confirmed: unknown[] = [];
    let profile = testProfile();
    const { user, section } = await openInformation();
    // After the page's own handlers: the profile follows what was saved.
    server.use(
      http.get('/profile', () => HttpResponse.json(profile)),
      http.patch('/profile', () => {
        profile = pending;
        return HttpResponse.json(profile);
      }),
      http.post('/profile/pending-phone/confirm', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        confirmed.push(body);
        if (body.code !== '123456') return mainError(400, 'INVALID_CODE', 'INVALID_CODE');
        profile = testProfile({ phone: '+46709998877', pendingPhone: null });
        return HttpResponse.json(profile);
      }),
    );
    const phone = section.getByLabelText('Mobile number');
    await user.clear(phone);
    await user.type(phone, '+46709998877');
    await user.click(section.getByRole('button', { name: 'Save changes' }));
    const notice = await section.findByText(
      'Waiting for confirmation: we have texted a code to +46709998877. Until you enter it, login codes still go to +46701234567.',
    );
    // The notice takes the focus once it shows, so that it is read: typing starts after that.
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(notice.parentElement).toHaveFocus());
    // Until the code, the number in use stays in the field.
    expect(phone).toHaveValue('+46701234567');
    expect(section.getByRole('button', { name: 'Send a new code' })).toHaveAccessibleDescription(
      /You can ask for a new code in \d+ seconds/,
    );
    const code = section.getByLabelText('Code from the text message');
    await user.type(code, '654321');
    await user.click(section.getByRole('button', { name: 'Confirm the new number' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('The code is not valid')),
    );
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(section.getByRole('button', { name: 'Confirm the new number' }));
    expect(
      await screen.findByText(
        'Your mobile number has been changed. Login codes now go to the new number.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(section.getByLabelText('Mobile number')).toHaveValue('+46709998877'),
    );
    // The focus is on the section, named by its heading, not lost with the form that started again.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'My information' })).toHaveFocus(),
    );
    expect(section.queryByLabelText('Code from the text message')).not.toBeInTheDocument();
    expect(confirmed).toEqual([{ code: '654321' }, { code: '123456' }]);
  });
});
