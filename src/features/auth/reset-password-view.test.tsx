import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { issueEmailToken } from '@/mocks/handlers/auth';
import { server } from '@/mocks/node';
import { findUserByEmail } from '@/mocks/store';
import { renderRoute } from '@/testing/render-route';
import { forgetFlowMemory } from './flow-storage';

// The dialog's code loads on demand; a cold first open on a busy machine takes seconds.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => forgetFlowMemory());

const INVALID = 'The reset link is not valid anymore. Please try to reset your password again.';
const resetToken = (lifetime?: number) =>
  issueEmailToken('reset-password', 'demo@example.com', 'en', Date.now(), { lifetime });

async function openReset(query: string) {
  const view = renderRoute(`/?auth=reset-password${query}`);
  await screen.findByRole('dialog', { name: 'Choose a new password' });
  return view;
}

describe('reset password through the emailed link', () => {
  test('a valid link: the form with the rules, then "password saved successfully"; the new password works', async () => {
    const token = resetToken();
    const { user, router } = await openReset(`&token=${token}`);
    const password = await screen.findByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('The password must have')).toBeInTheDocument();
    await user.type(password, 'Brand-new-2');
    await user.type(screen.getByLabelText('Confirm password'), 'Brand-new-2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByRole('heading', { name: /password saved successfully/i }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?auth=reset-password&step=success');
    expect(findUserByEmail('demo@example.com')?.password).toBe('Brand-new-2');
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  test('the token is checked with token-check before the form shows', async () => {
    let checked: unknown = null;
    server.use(
      http.post('*/auth/reset-password/token-check', async ({ request }) => {
        checked = await request.json();
        return HttpResponse.json({ valid: true });
      }),
    );
    await openReset('&token=abc');
    await screen.findByLabelText('New password');
    expect(checked).toEqual({ token: 'abc' });
  });

  test('an expired link goes to the error step with a way to request a new one', async () => {
    const { user, router } = await openReset(`&token=${resetToken(-1000)}`);
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?auth=reset-password&step=error'),
    );
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  });

  test('without its token (cut short, or reloaded after the token left the address) it asks for the emailed link again', async () => {
    const { user, router } = await openReset('&step=reset');
    expect(
      await screen.findByRole('heading', { name: 'Open the link in your email again' }),
    ).toHaveFocus();
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?auth=reset-password&step=reset');
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  });

  test('the token is read once: the address never shows it and a spent token is not sent again', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/auth/reset-password/token-check', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ valid: false });
      }),
    );
    const { router } = await openReset('&token=spent-token');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?auth=reset-password&step=error');
    expect(sent).toEqual([{ token: 'spent-token' }]);
    await router.navigate('/?auth=reset-password');
    expect(
      await screen.findByRole('heading', { name: 'Open the link in your email again' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  test('a link used meanwhile: the 400 on save goes to the error step', async () => {
    server.use(
      http.post('*/auth/reset-password', () =>
        HttpResponse.json({ errors: [{ msg: { text: 'TOKEN_USED' } }] }, { status: 400 }),
      ),
    );
    const { user } = await openReset(`&token=${resetToken()}`);
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-2');
    await user.type(screen.getByLabelText('Confirm password'), 'Brand-new-2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });

  test('weak and mismatched passwords are refused with the validation texts', async () => {
    const { user } = await openReset(`&token=${resetToken()}`);
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining('The password must be at least 8 characters'),
      ),
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      expect.stringContaining('Passwords must match'),
    );
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
  });

  test('a network failure on save keeps the typed passwords', async () => {
    server.use(http.post('*/auth/reset-password', () => HttpResponse.error()));
    const { user } = await openReset(`&token=${resetToken()}`);
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-2');
    await user.type(screen.getByLabelText('Confirm password'), 'Brand-new-2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByText('No connection. Check your network and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Brand-new-2');
  });

  test('the token check failing on the network offers to try again', async () => {
    let fail = true;
    server.use(
      http.post('*/auth/reset-password/token-check', () =>
        fail ? HttpResponse.error() : HttpResponse.json({ valid: true }),
      ),
    );
    const { user } = await openReset('&token=abc');
    expect(
      await screen.findByText('No connection. Check your network and try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });

  test('the token check failing on the service (5xx) leaves for the server-error view', async () => {
    server.use(
      http.post('*/auth/reset-password/token-check', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const { router } = await openReset('&token=abc');
    expect(await screen.findByRole('dialog', { name: 'Service unavailable' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('auth')).toBe('server-error');
  });

  test('after the server-error view, "Try again" checks the link anew', async () => {
    let down = true;
    server.use(
      http.post('*/auth/reset-password/token-check', () =>
        down
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json({ valid: true }),
      ),
    );
    const { user } = await openReset('&token=abc');
    expect(await screen.findByRole('dialog', { name: 'Service unavailable' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});

describe('server-error view', () => {
  test('opened directly, it explains and closes', async () => {
    const { user, router } = renderRoute('/?auth=server-error');
    expect(await screen.findByRole('dialog', { name: 'Service unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong, please try again later')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[1]!,
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
