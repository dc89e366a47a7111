import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getSession } from '@/api/session';
import { onAppEvent } from '@/lib/events';
import { issueEmailToken } from '@/mocks/handlers/auth';
import { server } from '@/mocks/node';
import { findUserByEmail, getState, latestInboxEntry } from '@/mocks/store';
import { currentTotpCode } from '@/mocks/tokens';
import { newTabLinkName } from '@/testing/link-names';
import { keyGroups } from '@/components/qr-code/authenticator-key';
import { renderRoute, type RenderedRoute } from '@/testing/render-route';
import {
  clearRegistrationDraft,
  forgetFlowMemory,
  forgetPendingEmail,
  rememberPendingEmail,
} from './flow-storage';

/** The authenticator key as shown: its groups of four are elements of their own. */
const keyShown = (key: string) => (_ownText: string, element: Element | null) =>
  element?.tagName === 'CODE' && element.textContent === key;

// The dialog's code loads on demand; a cold first open on a busy machine takes seconds.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  forgetFlowMemory();
  forgetPendingEmail();
});

const newToken = (email = 'new.person@example.com') =>
  issueEmailToken('register', email, 'en', Date.now());

async function openRegister(token: string | null) {
  const view = renderRoute(
    token ? `/?auth=register&token=${encodeURIComponent(token)}` : '/?auth=register',
  );
  await screen.findByRole('dialog', { name: 'Create account' });
  return view;
}

/** The SMS choice: the code is texted to the number typed and read from the demo inbox. */
async function enterPhoneCode({ user }: RenderedRoute, phone = '+46701234567') {
  await user.click(await screen.findByRole('button', { name: 'Send the code' }));
  expect(await screen.findByText(`We have sent a code to ${phone}.`)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Code from the text message')).toHaveFocus());
  await user.type(
    screen.getByLabelText('Code from the text message'),
    latestInboxEntry(phone, 'phone-code')!.code!,
  );
}

async function fillRegistration(
  { user }: RenderedRoute,
  overrides: { email?: string; phone?: string } = {},
) {
  const email = await screen.findByLabelText('Email');
  // Read-only when the service named the link's address.
  if (!email.hasAttribute('readonly')) {
    await user.clear(email);
    await user.type(email, overrides.email ?? 'new.person@example.com');
  }
  await user.type(screen.getByLabelText('First name'), 'Nora');
  await user.type(screen.getByLabelText('Last name'), 'Lind');
  await user.type(screen.getByLabelText('Mobile number'), overrides.phone ?? '+46 70 123 45 67');
  await user.type(screen.getByLabelText('Password'), 'Strong-pass-1');
  await user.type(screen.getByLabelText('Confirm password'), 'Strong-pass-1');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use' }));
  await user.click(screen.getByRole('checkbox', { name: /candidate bank/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('register: a reload', () => {
  test('brings back everything but the password, and the method chosen, when the link opens again', async () => {
    const token = newToken();
    const first = await openRegister(token);
    await fillRegistration(first);
    await first.user.click(await screen.findByRole('radio', { name: 'Authenticator app' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    // A reload: the page's memory (the password, the link's token) is gone; the tab's storage is not.
    first.unmount();
    clearRegistrationDraft();
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Strong-pass-1');

    const again = await openRegister(token);
    expect(
      await screen.findByText(
        'We kept what you filled in, except your password. Enter it again to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nora');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lind');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+46 70 123 45 67');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms of use' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /candidate bank/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Contact me/ })).not.toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await again.user.type(screen.getByLabelText('Password'), 'Strong-pass-1');
    await again.user.type(screen.getByLabelText('Confirm password'), 'Strong-pass-1');
    await again.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
  });
});

describe('register: the details step', () => {
  test('every field is required; focus goes to the first error and the summary is shown', async () => {
    const view = await openRegister(newToken());
    await screen.findByLabelText('First name');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    const summary = screen.getByRole('region', { name: 'Not all mandatory fields are filled' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Password is required',
      'Password confirmation is required',
      'You must accept the terms to continue',
    ]);
    for (const [label, error] of [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Mobile number', 'Phone number is required'],
      ['Password', 'Password is required'],
      ['Confirm password', 'Password confirmation is required'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(error),
      );
    }
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms of use' }),
    ).toHaveAccessibleDescription(expect.stringContaining('You must accept the terms to continue'));
  });

  test('the terms and the privacy notice open in a new tab, beside the boxes they concern', async () => {
    await openRegister(newToken());
    const terms = await screen.findByRole('link', { name: newTabLinkName('Terms of use') });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    const notice = screen.getByRole('link', { name: newTabLinkName('Privacy notice') });
    expect(notice).toHaveAttribute('href', '/privacy');
    expect(notice).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms of use' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Terms of use'));
    expect(screen.getByRole('checkbox', { name: /candidate bank/ })).toHaveAccessibleDescription(
      expect.stringContaining('Privacy notice'),
    );
  });

  test('phone format, password rules as a live checklist, and matching passwords', async () => {
    const { user } = await openRegister(newToken());
    // In English no country is known: a number must come with its country code.
    const phone = await screen.findByLabelText('Mobile number');
    expect(phone).toHaveAccessibleDescription('With country code, for example +46 70 123 45 67.');
    await user.type(phone, '0701234567');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await user.type(password, 'weakpass');
    expect(screen.getByText('The password must have')).toBeInTheDocument();
    expect(screen.getByText(/at least 8 characters/)).toHaveTextContent('(met)');
    expect(screen.getByText(/one uppercase letter/)).toHaveTextContent('(not met yet)');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
        expect.stringContaining(
          'Enter a complete phone number. A number from another country starts with its country code',
        ),
      ),
    );
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('The password must be at least 8 characters'),
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      expect.stringContaining('Passwords must match'),
    );
  });

  test("the email is the link's address, read-only on any device, with a way to another address", async () => {
    const { user, router } = await openRegister(newToken('known@example.com'));
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('known@example.com');
    expect(email).toHaveAttribute('readonly');
    // The first field to type in has the focus, not the read-only one.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    await user.click(
      screen.getByRole('link', { name: 'Want to use another address? Get a link for it' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?auth=create-account'));
  });

  test('a service that does not name the address: the field is editable, prefilled when this browser asked for the link', async () => {
    server.use(
      http.post('*/auth/verify-candidate/token-check', () => HttpResponse.json({ valid: true })),
    );
    rememberPendingEmail('known@example.com', 0);
    await openRegister(newToken('known@example.com'));
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('known@example.com');
    expect(email).not.toHaveAttribute('readonly');
  });

  test('an expired link says so before anything is typed, and offers a new one', async () => {
    const token = issueEmailToken('register', 'new.person@example.com', 'en', Date.now(), {
      lifetime: -1000,
    });
    const { user, router } = await openRegister(token);
    expect(
      await screen.findByRole('heading', { name: 'The link does not work anymore' }),
    ).toHaveFocus();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Get a new link' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auth=create-account'));
  });

  test('without its token (cut short, or reloaded after the token left the address) it asks for the emailed link again', async () => {
    const { user, router } = await openRegister(null);
    expect(
      await screen.findByRole('heading', { name: 'Open the link in your email again' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Get a new link' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auth=create-account'));
  });
});

describe('register: two-factor and success', () => {
  test('SMS: register-candidate gets the form and the token; success says activation successful', async () => {
    let sent: { form: Record<string, unknown>; token: string } | null = null;
    let phoneCheck: unknown = null;
    server.use(
      http.post('*/auth/verify-candidate/token-check', () => HttpResponse.json({ valid: true })),
      http.post('*/auth/verify-phone', async ({ request }) => {
        phoneCheck = await request.json();
        return HttpResponse.json({ codeSent: true, retryAfter: 30 });
      }),
      http.post('*/auth/register-candidate', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ userId: 'cand-9' });
      }),
    );
    rememberPendingEmail('new.person@example.com', 0);
    const view = await openRegister('tok-123');
    await fillRegistration(view, { email: ' New.Person@Example.com ' });
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toHaveFocus();
    const params = new URLSearchParams(view.router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ auth: 'register', step: 'twoFactor' });
    for (const secret of ['Strong-pass-1', 'tok-123'])
      expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toContain(
        secret,
      );
    const sms = screen.getByRole('radio', { name: 'SMS code' });
    expect(sms).toBeChecked();
    expect(sms).toHaveAccessibleDescription(
      'We send a 6-digit code to +46701234567 each time you log in.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(phoneCheck).toEqual({ token: 'tok-123', phone: '+46701234567' }));
    await view.user.type(screen.getByLabelText('Code from the text message'), '123 456');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    const heading = await screen.findByRole('heading', { name: 'Account activation successful' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent).toEqual({
      token: 'tok-123',
      form: {
        givenName: 'Nora',
        familyName: 'Lind',
        email: 'new.person@example.com',
        phone: '+46701234567',
        password: 'Strong-pass-1',
        tfaMethod: 'sms',
        acceptTerms: true,
        contactMe: false,
        candidateBank: true,
        language: 'en',
        code: '123456',
      },
    });
    expect(view.router.state.location.search).toBe('?auth=register&step=success');
    // The address the link went to has served its purpose.
    expect(window.localStorage.getItem('auth.pendingRegistrationEmail')).toBeNull();
    await view.user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveValue('new.person@example.com');
  });

  test('against the demo service the account exists afterwards', async () => {
    const view = await openRegister(newToken());
    await fillRegistration(view);
    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    // No code, no account: the number is proven first.
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Two-factor code is required')).toBeInTheDocument();
    await enterPhoneCode(view);
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Account activation successful' });
    expect(findUserByEmail('new.person@example.com')).toMatchObject({
      tfaMethod: 'sms',
      phone: '+46701234567',
    });
    // The phone was just proven: the new account is logged in, with no second login or SMS.
    expect(screen.getByText('Your account is ready, and you are logged in.')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ authenticated: true, authMethod: 'sms' });
    const codes = within(screen.getByRole('list', { name: 'Backup codes' })).getAllByRole(
      'listitem',
    );
    expect(codes.map((code) => code.textContent)).toEqual(
      findUserByEmail('new.person@example.com')?.backupCodes,
    );
    expect(codes).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download the codes' })).toBeInTheDocument();
    // The success step's effect drops what was kept for the tab.
    await waitFor(() => expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Nora'));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('authenticator app: QR code and secret, a wrong code is refused, the right one registers', async () => {
    const events: string[] = [];
    const offOpen = onAppEvent('auth-setup-app-open', () => events.push('open'));
    const offClose = onAppEvent('auth-setup-app-close', () => events.push('close'));
    const view = await openRegister(newToken());
    await fillRegistration(view);
    await view.user.click(await screen.findByRole('radio', { name: 'Authenticator app' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    const secret =
      getState().pendingTotp.find((entry) => entry.email === 'new.person@example.com')?.secret ??
      '';
    expect(secret).not.toBe('');
    // In groups of four, for typing in by hand; "Copy key" beside it.
    expect(screen.getByText('Secret code:')).toBeInTheDocument();
    expect(screen.getByText(keyShown(keyGroups(secret).join(' ')))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    await waitFor(() => expect(events).toEqual(['open']));
    const code = screen.getByLabelText('Code from the app');
    const right = currentTotpCode(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    await view.user.type(code, wrong);
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The code is not valid/));
    await view.user.clear(code);
    await view.user.type(code, currentTotpCode(secret));
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('heading', { name: 'Account activation successful' }),
    ).toBeInTheDocument();
    expect(findUserByEmail('new.person@example.com')?.tfaMethod).toBe('totp');
    // Emitted by effects, which may run just after the screen has changed.
    await waitFor(() => expect(events).toEqual(['open', 'close']));
    offOpen();
    offClose();
  });

  test("authenticator app: a failed generate-totp shows both 'Failed to generate' texts and a retry", async () => {
    server.use(
      http.post('*/auth/generate-totp', () =>
        HttpResponse.json({ errors: [{ msg: { text: 'VALIDATION' } }] }, { status: 400 }),
      ),
    );
    const view = await openRegister(newToken());
    await fillRegistration(view);
    await view.user.click(await screen.findByRole('radio', { name: 'Authenticator app' }));
    expect(await screen.findByText('Failed to generate QR code')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate Secret code')).toBeInTheDocument();
    server.resetHandlers();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
  });

  test('SMS: a wrong code is refused on the field; the next code waits its turn', async () => {
    const view = await openRegister(newToken());
    await fillRegistration(view);
    await enterPhoneCode(view);
    const field = screen.getByLabelText('Code from the text message');
    const right = latestInboxEntry('+46701234567', 'phone-code')!.code!;
    await view.user.clear(field);
    await view.user.type(field, right === '000000' ? '111111' : '000000');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/The code is not valid/));
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription(/You can ask for a new code in \d+ seconds?\./);
    await view.user.click(resend);
    expect(getState().inbox.filter((entry) => entry.subject === 'phone-code')).toHaveLength(1);
    expect(findUserByEmail('new.person@example.com')).toBeNull();
  });

  test('reload on the two-factor step: back to the details with a word why (the password is never stored)', async () => {
    const token = newToken();
    const view = renderRoute(`/?auth=register&step=twoFactor&token=${token}`);
    expect(
      await screen.findByText(/Your details were not kept when the page was reloaded/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(new URLSearchParams(view.router.state.location.search).get('step')).toBe(
        'registration',
      ),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  test('Back from the two-factor step keeps the details (except the passwords)', async () => {
    let checks = 0;
    server.use(
      http.post('*/auth/verify-candidate/token-check', () => {
        checks += 1;
        return HttpResponse.json({ valid: true, email: 'new.person@example.com' });
      }),
    );
    const view = await openRegister(newToken());
    await fillRegistration(view);
    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Nora');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+46701234567');
    // The link was checked when it opened; going back does not ask again.
    expect(checks).toBe(1);
  });
});
