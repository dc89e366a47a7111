import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/node';
import { latestInboxEntry } from '@/mocks/store';
import { renderRoute } from '@/testing/render-route';
import { forgetFlowMemory, forgetPendingEmail } from './flow-storage';

// The dialog's code loads on demand; a cold first open on a busy machine takes seconds.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  forgetFlowMemory();
  forgetPendingEmail();
});

async function openCreateAccount() {
  const view = renderRoute('/?auth=create-account');
  await screen.findByRole('dialog', { name: 'Create account' });
  return view;
}

describe('create account', () => {
  test('a new address gets the link: user-exists, then verify-candidate with the language, then "check your email"', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    server.use(
      http.post('*/auth/user-exists', async ({ request }) => {
        calls.push({ path: 'user-exists', body: await request.json() });
        return HttpResponse.json({ exists: false });
      }),
      http.post('*/auth/verify-candidate', async ({ request }) => {
        calls.push({ path: 'verify-candidate', body: await request.json() });
        return HttpResponse.json({});
      }),
    );
    const { user, router } = await openCreateAccount();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.type(email, ' New.Person@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(
      screen.getByText(
        'We have sent a link to new.person@example.com. Open it to continue creating your account.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'user-exists', body: { email: 'new.person@example.com' } },
      { path: 'verify-candidate', body: { email: 'new.person@example.com', language: 'en' } },
    ]);
    expect(router.state.location.search).toBe('?auth=create-account&step=sent');
  });

  test('the demo service emails a register link for the address', async () => {
    const { user } = await openCreateAccount();
    await user.type(await screen.findByLabelText('Email'), 'fresh@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(latestInboxEntry('fresh@example.com', 'confirm-email')?.link).toMatch(
      /^\/\?auth=register&token=/,
    );
  });

  test('a known address is offered log-in and forgotten password instead, and no link is sent', async () => {
    let verifyCalls = 0;
    server.use(
      http.post('*/auth/verify-candidate', () => {
        verifyCalls += 1;
        return HttpResponse.json({});
      }),
    );
    const { user, router } = await openCreateAccount();
    await user.type(await screen.findByLabelText('Email'), 'DEMO@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText(/There is already an account for demo@example.com/),
    ).toBeInTheDocument();
    expect(verifyCalls).toBe(0);
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(router.state.location.search).toBe('?auth=forgot-password');
    // The address typed is offered again.
    expect(await screen.findByLabelText('Email')).toHaveValue('demo@example.com');
  });

  test('an empty address is required; a malformed one is refused', async () => {
    const { user } = await openCreateAccount();
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    // One field left empty is enough to say that not all mandatory fields are filled.
    expect(
      screen.getByRole('region', { name: 'Not all mandatory fields are filled' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'a@b');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('Enter an email address like name@example.com'),
    ).toBeInTheDocument();
    // A malformed address is no missing field.
    expect(
      screen.queryByRole('region', { name: 'Not all mandatory fields are filled' }),
    ).not.toBeInTheDocument();
  });

  test('a network failure keeps the address and says so', async () => {
    server.use(http.post('*/auth/user-exists', () => HttpResponse.error()));
    const { user } = await openCreateAccount();
    await user.type(await screen.findByLabelText('Email'), 'fresh@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('No connection. Check your network and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('fresh@example.com');
  });

  test('opened over a page that knows the address (the thank-you page), it starts from it', async () => {
    const { router } = renderRoute('/job/data-engineer/thank-you');
    await act(() =>
      router.navigate('/job/data-engineer/thank-you?auth=create-account', {
        state: { applied: true, linkedToAccount: false, suggestedEmail: 'maja@example.com' },
      }),
    );
    await screen.findByRole('dialog', { name: 'Create account' });
    expect(await screen.findByLabelText('Email')).toHaveValue('maja@example.com');
  });

  test('the login starts from it too; an address typed in this dialog comes before it', async () => {
    const { user, router } = renderRoute('/job/data-engineer/thank-you');
    await act(() =>
      router.navigate('/job/data-engineer/thank-you?auth=login', {
        state: { suggestedEmail: 'maja@example.com' },
      }),
    );
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).getByLabelText('Email')).toHaveValue('maja@example.com');
    await user.clear(within(login).getByLabelText('Email'));
    await user.type(within(login).getByLabelText('Email'), 'maja.berg@example.com');
    await user.click(within(login).getByRole('link', { name: 'Create account' }));
    await screen.findByRole('dialog', { name: 'Create account' });
    expect(await screen.findByLabelText('Email')).toHaveValue('maja.berg@example.com');
  });

  test('reload on the sent step shows the confirmation again', async () => {
    renderRoute('/?auth=create-account&step=sent');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(await screen.findByText(/We have sent you a link/)).toBeInTheDocument();
  });
});
