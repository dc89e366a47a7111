import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getSession } from '@/api/session';
import { onAppEvent } from '@/lib/events';
import { server } from '@/mocks/node';
import { findUserByEmail, latestInboxEntry, mutate } from '@/mocks/store';
import { candidatePayload, makeToken, renderRoute } from '@/testing/render-route';
import { forgetFlowMemory, readLoginChallenge } from './flow-storage';

// The dialog's code loads on demand; a cold first open on a busy machine takes seconds.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => forgetFlowMemory());

const authError = (text: string, status = 400) =>
  HttpResponse.json({ errors: [{ msg: { text } }] }, { status });

async function openLogin(url = '/?auth=login') {
  const view = renderRoute(url);
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...view, dialog };
}

async function submitCredentials(
  user: Awaited<ReturnType<typeof openLogin>>['user'],
  email = 'demo@example.com',
  password = 'Demo-pass-1',
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The demo candidate's newest login code, texted (or mailed) by the demo auth service. */
const textedLoginCode = () =>
  (
    latestInboxEntry('demo@example.com', 'login-code') ??
    latestInboxEntry('+46701234567', 'login-code')
  )?.code ?? '';

async function enterTextedCode(user: Awaited<ReturnType<typeof openLogin>>['user']) {
  await user.type(await screen.findByLabelText('Two-factor code'), textedLoginCode());
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('login: email and password', () => {
  test('opens over the page from ?auth=login with username and current-password autocomplete', async () => {
    await openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('empty fields: required messages, focus on the first, the mandatory summary and Error: in the title', async () => {
    const { user } = await openLogin();
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(/^Error:\s?Email is required$/);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /^Error:\s?Password is required$/,
    );
    expect(screen.getByText('Not all mandatory fields are filled')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Error: /));
  });

  test('a malformed address is refused before any call', async () => {
    const { user } = await openLogin();
    await submitCredentials(user, 'not-an-address', 'whatever');
    expect(
      await screen.findByText('Enter an email address like name@example.com'),
    ).toBeInTheDocument();
  });

  test('sends the email trimmed and in lower case', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/auth/login/email-password/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ userId: 'u-1', tfaMethod: 'totp' });
      }),
    );
    const { user } = await openLogin();
    await submitCredentials(user, '  Demo@Example.COM ', 'Demo-pass-1');
    await screen.findByLabelText('Two-factor code');
    expect(sent).toEqual({ email: 'demo@example.com', password: 'Demo-pass-1' });
  });

  test("wrong credentials show the service's answer and keep what was typed", async () => {
    const { user } = await openLogin();
    await submitCredentials(user, 'demo@example.com', 'Wrong-pass-1');
    expect(await screen.findByText('The email address or password is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong-pass-1');
  });

  test('an unknown error text from the service follows the translated text, never alone', async () => {
    server.use(
      http.post('*/auth/login/email-password/', () => authError('Account locked, contact support')),
    );
    const { user, dialog } = await openLogin();
    await submitCredentials(user);
    // The translated text, then the service's own words as a detail.
    const failure = within(dialog).getByRole('alert');
    await waitFor(() =>
      expect(failure).toHaveTextContent(
        /^Something went wrong, please try again later\s*Message from the service: Account locked, contact support$/,
      ),
    );
  });

  test('a network failure says there is no connection and keeps the values', async () => {
    server.use(http.post('*/auth/login/email-password/', () => HttpResponse.error()));
    const { user } = await openLogin();
    await submitCredentials(user);
    expect(
      await screen.findByText('No connection. Check your network and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing you typed is lost.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo-pass-1');
  });

  test('a 5xx after the retry opens server-error; Try again returns to the form with the values', async () => {
    let calls = 0;
    server.use(
      http.post('*/auth/login/email-password/', () => {
        calls += 1;
        return authError('Internal', 503);
      }),
    );
    const { user, router } = await openLogin();
    await submitCredentials(user);
    expect(
      await screen.findByRole('heading', { name: 'We could not complete your request' }),
    ).toHaveFocus();
    expect(screen.getByText('Something went wrong, please try again later')).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(new URLSearchParams(router.state.location.search).get('auth')).toBe('server-error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('auth')).toBe('login'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo-pass-1');
  });

  test('links lead to forgotten password and create account within the dialog', async () => {
    const { user, router } = await openLogin();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?auth=forgot-password');
  });

  test('closing removes the auth parameters and keeps the others', async () => {
    const { user, router } = await openLogin('/?q=nurse&auth=login&step=code');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?q=nurse');
  });

  test('emits set-selected-auth-view on opening, changing and closing', async () => {
    const seen: unknown[] = [];
    const off = onAppEvent('set-selected-auth-view', (detail) => seen.push(detail));
    const { user } = await openLogin();
    await user.click(await screen.findByRole('link', { name: 'Create account' }));
    await screen.findByRole('dialog', { name: 'Create account' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(seen).toEqual(['login', 'create-account', null]));
    off();
  });
});

describe('login: the two-factor step', () => {
  test('SMS: the code from the inbox logs in, the dialog closes and the header shows the name', async () => {
    const { user, router } = await openLogin();
    await submitCredentials(user);
    const code = await screen.findByLabelText('Two-factor code');
    // The number the code went to, most of it hidden: whoever has only the password learns no more.
    expect(code).toHaveAccessibleDescription(
      'We sent a code to +46 70 ••• •• 67. It has 6 digits.',
    );
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(router.state.location.search).toBe('?auth=login&step=code');
    // The userId is kept out of the URL.
    expect(router.state.location.search).not.toMatch(/user/i);
    const smsCode = textedLoginCode();
    expect(smsCode).toMatch(/^\d{6}$/);
    await user.type(code, `${smsCode.slice(0, 3)} ${smsCode.slice(3)}`);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(getSession()).toMatchObject({ authenticated: true, authMethod: 'sms' });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  test('a backup code logs in in place of the texted code, once; the field is for its format', async () => {
    mutate(() => {
      findUserByEmail('demo@example.com')!.backupCodes = ['abcd-2345', 'efgh-6789'];
    });
    const { user } = await openLogin();
    await submitCredentials(user);
    await screen.findByLabelText('Two-factor code');
    await user.click(
      screen.getByRole('button', { name: 'No access to your phone? Use a backup code' }),
    );
    const backup = screen.getByLabelText('Backup code');
    await waitFor(() => expect(backup).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await user.type(backup, 'abc');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('A backup code has 8 letters and digits, for example abcd-2345.'),
    ).toBeInTheDocument();
    await user.clear(backup);
    await user.type(backup, 'ABCD 2345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession()).toMatchObject({ authenticated: true });
    // Used up: only the other code is left.
    expect(findUserByEmail('demo@example.com')?.backupCodes).toEqual(['efgh-6789']);
  });

  test('authenticator app: the step asks for the code from the app', async () => {
    server.use(
      http.post('*/auth/login/email-password/', () =>
        HttpResponse.json({ userId: 'u-2', tfaMethod: 'totp' }),
      ),
    );
    const { user } = await openLogin();
    await submitCredentials(user, 'totp@example.com');
    expect(await screen.findByLabelText('Two-factor code')).toHaveAccessibleDescription(
      'Enter the code from your authenticator app. It has 6 digits.',
    );
  });

  test('the code must be exactly 6 digits', async () => {
    const { user } = await openLogin();
    await submitCredentials(user);
    const code = await screen.findByLabelText('Two-factor code');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code must have 6 digits')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
  });

  test('five wrong codes in a row: each shows the invalid-code message and the form stays usable', async () => {
    let calls = 0;
    server.use(
      http.post('*/auth/tfa', () => {
        calls += 1;
        return authError('INVALID_CODE');
      }),
    );
    const { user } = await openLogin();
    await submitCredentials(user);
    const code = await screen.findByLabelText('Two-factor code');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.clear(code);
      await user.type(code, String(100000 + attempt));
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(calls).toBe(attempt));
      await waitFor(() => expect(code).toHaveAccessibleDescription(/Error: The code is not valid/));
      expect(code).toHaveFocus();
    }
    expect(screen.getByRole('button', { name: 'Verify' })).not.toHaveAttribute('aria-disabled');
  });

  test("a cookie that does not decode to a candidate: 'Failed to verify user'", async () => {
    server.use(
      http.post('*/auth/tfa', () => {
        document.cookie = `authtoken=${makeToken(candidatePayload({ user: { id: 'r', name: 'R', type: 'recruiter' } }))}; Path=/`;
        return HttpResponse.json({});
      }),
    );
    const { user } = await openLogin();
    await submitCredentials(user);
    await user.type(await screen.findByLabelText('Two-factor code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Failed to verify user')).toBeInTheDocument();
    expect(getSession().authenticated).toBe(false);
  });

  test('the step survives a reload: the challenge is kept in this tab', async () => {
    const { user, unmount } = await openLogin();
    await submitCredentials(user);
    await screen.findByLabelText('Two-factor code');
    unmount();
    await openLogin('/?auth=login&step=code');
    expect(await screen.findByLabelText('Two-factor code')).toBeInTheDocument();
  });

  test('closing the dialog ends the login in progress: reopened, it starts empty at the first step', async () => {
    const { user, router } = await openLogin();
    await submitCredentials(user);
    await screen.findByLabelText('Two-factor code');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(readLoginChallenge()).toBeNull());
    await act(() => router.navigate('/?auth=login&step=code'));
    expect(
      await screen.findByText('Your login was interrupted. Please log in again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  test('a code step without a login in progress goes back to the first step with a word why', async () => {
    const { router } = await openLogin('/?auth=login&step=code');
    expect(
      await screen.findByText('Your login was interrupted. Please log in again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?auth=login'));
  });

  test('returnTo is honoured for a same-origin path', async () => {
    const { user, router } = await openLogin(
      `/?auth=login&returnTo=${encodeURIComponent('/subscription?x=1')}`,
    );
    await submitCredentials(user);
    await enterTextedCode(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(router.state.location.search).toBe('?x=1');
  });

  test('a page that needed a login is where the login lands, after the password and the code', async () => {
    const { user, router } = renderRoute('/application/app-1/messages');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(
      within(dialog).getByText('Log in to see that page. You will go straight back to it.'),
    ).toBeInTheDocument();
    await submitCredentials(user);
    await enterTextedCode(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/app-1/messages'));
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument(),
    );
  });

  test('a returnTo that normalises to another site: the login ends on this site, the dialog closed', async () => {
    // Its dot segment resolves to `//evil.example/x` (config/paths has every other variant).
    const { user, router } = await openLogin(
      `/?auth=login&returnTo=${encodeURIComponent('/.//evil.example/x')}`,
    );
    await submitCredentials(user);
    await enterTextedCode(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  test('returnTo to another site is not followed (no open redirect)', async () => {
    const { user, router } = await openLogin(
      `/?auth=login&returnTo=${encodeURIComponent('//evil.example/steal')}`,
    );
    await submitCredentials(user);
    await enterTextedCode(user);
    await waitFor(() => expect(getSession().authenticated).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(document.body).queryByText(/evil/)).not.toBeInTheDocument();
  });
});
