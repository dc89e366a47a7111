import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/node';
import { latestInboxEntry } from '@/mocks/store';
import { renderRoute } from '@/testing/render-route';
import { forgetFlowMemory } from './flow-storage';

// The dialog's code loads on demand; a cold first open on a busy machine takes seconds.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => forgetFlowMemory());

const NEUTRAL = /If there is an account for this address, we have sent it a link/;

async function requestLink(email: string) {
  const { user, router } = renderRoute('/?auth=forgot-password');
  await screen.findByRole('dialog', { name: 'Forgot password' });
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  return { user, router };
}

describe('forgotten password', () => {
  test('a known address: the neutral confirmation, and the demo emails a reset link', async () => {
    const { router } = await requestLink(' Demo@Example.com');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText(NEUTRAL)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?auth=forgot-password&step=sent');
    expect(latestInboxEntry('demo@example.com', 'reset-password')?.link).toMatch(
      /^\/\?auth=reset-password&token=/,
    );
  });

  test('an unknown address gets exactly the same confirmation', async () => {
    await requestLink('nobody@example.com');
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(latestInboxEntry('nobody@example.com')).toBeNull();
  });

  test('sends the address trimmed and in lower case', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/auth/reset-password-request', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({});
      }),
    );
    await requestLink('  Someone@Example.COM ');
    await screen.findByText(NEUTRAL);
    expect(sent).toEqual({ email: 'someone@example.com' });
  });

  test('a 5xx opens the server-error view', async () => {
    server.use(
      http.post('*/auth/reset-password-request', () =>
        HttpResponse.json({ errors: [{ msg: { text: 'down' } }] }, { status: 500 }),
      ),
    );
    const { router } = await requestLink('demo@example.com');
    expect(await screen.findByRole('dialog', { name: 'Service unavailable' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('auth')).toBe('server-error');
  });
});
