import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { ChangeTfaMethodRequest } from '@/api/contract/auth';
import { onAppEvent } from '@/lib/events';
import { server } from '@/mocks/node';
import { paragraphStartingWith } from '@/testing/queries';
import { authError, renderSettings } from './test-fixtures';

const OTPAUTH =
  'otpauth://totp/Jobs%20portal:astrid%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Jobs%20portal';
const stopListening: Array<() => void> = [];
afterEach(() => stopListening.splice(0).forEach((stop) => stop()));

function recordEvents() {
  const events: string[] = [];
  stopListening.push(
    onAppEvent('auth-setup-app-open', () => events.push('open')),
    onAppEvent('auth-setup-app-close', () => events.push('close')),
  );
  return events;
}

/** Answers PATCH /auth/tfa-method with `answer`; the bodies it was sent, in order. */
function recordMethodChanges(answer: (body: ChangeTfaMethodRequest) => Response) {
  const patches: ChangeTfaMethodRequest[] = [];
  server.use(
    http.patch('/auth/tfa-method', async ({ request }) => {
      const body = (await request.json()) as ChangeTfaMethodRequest;
      patches.push(body);
      return answer(body);
    }),
  );
  return patches;
}

/** Types `code` anew into the open dialog's code field and confirms the switch with it. */
async function confirmWithCode(user: UserEvent, field: HTMLElement, code: string) {
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Confirm and switch' }));
}

/** Asks to switch to SMS; the dialog that asks for the texted code. */
async function startSwitchToSms(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Use text message (SMS)' }));
  return within(await screen.findByRole('dialog', { name: 'Get codes by text message' }));
}

async function expectSwitchedTo(method: string) {
  expect(await screen.findByText(`Your two-factor method is now: ${method}`)).toBeInTheDocument();
}

async function expectCodeRefused(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
}

async function openTwoFactor(tfaMethod: 'sms' | 'totp' | null | 'unavailable' = 'sms') {
  const view = renderSettings({ tfaMethod });
  const section = within(
    await screen.findByRole('region', { name: 'Two-factor authentication' }, { timeout: 5000 }),
  );
  return { ...view, section };
}

describe('two-factor method', () => {
  test('shows the current method from GET /auth/tfa-method', async () => {
    const { section } = await openTwoFactor('sms');
    expect(section.getByText(paragraphStartingWith('Current method:'))).toHaveTextContent(
      'Current method: Text message (SMS)',
    );
    expect(section.getByRole('button', { name: 'Use an authenticator app' })).toBeInTheDocument();
    expect(
      section.queryByRole('button', { name: 'Use text message (SMS)' }),
    ).not.toBeInTheDocument();
  });

  test('switching to the app: QR code and key, INVALID_CODE shown as its message, then a right code switches', async () => {
    const events = recordEvents();
    let totpFor: unknown = null;
    server.use(
      http.post('/auth/generate-totp', async ({ request }) => {
        totpFor = await request.json();
        return HttpResponse.json({ otpauthUrl: OTPAUTH, secret: 'JBSWY3DPEHPK3PXP' });
      }),
    );
    const patches = recordMethodChanges((body) =>
      body.code === '123456' ? HttpResponse.json({}) : authError(400, 'INVALID_CODE'),
    );
    const { user, section } = await openTwoFactor('sms');
    await user.click(section.getByRole('button', { name: 'Use an authenticator app' }));

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Set up an authenticator app' }),
    );
    expect(
      await dialog.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    // The key in groups of four, each a line-break-free element of its own.
    expect(
      dialog.getByText(
        (_ownText, element) =>
          element?.tagName === 'CODE' && element.textContent === 'JBSW Y3DP EHPK 3PXP',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(totpFor).toEqual({ email: 'astrid@example.com' });
    await waitFor(() => expect(events).toEqual(['open']));

    const code = dialog.getByLabelText('Code from the app');
    await confirmWithCode(user, code, '654321');
    await expectCodeRefused(code, 'The code is not valid. Check it and try again');
    expect(code).toHaveFocus();

    await confirmWithCode(user, code, '123 456');
    await expectSwitchedTo('Authenticator app');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(section.getByText(paragraphStartingWith('Current method:'))).toHaveTextContent(
      'Authenticator app',
    );
    expect(patches).toEqual([
      { tfaMethod: 'totp', code: '654321' },
      { tfaMethod: 'totp', code: '123456' },
    ]);
    // Emitted by effects, which may run just after the screen has changed.
    await waitFor(() => expect(events).toEqual(['open', 'close']));
  });

  test("a code that is not 6 digits is refused with 'The code must have 6 digits' before anything is sent", async () => {
    let patches = 0;
    server.use(
      http.post('/auth/generate-totp', () =>
        HttpResponse.json({ otpauthUrl: OTPAUTH, secret: 'JBSWY3DPEHPK3PXP' }),
      ),
      http.patch('/auth/tfa-method', () => {
        patches += 1;
        return HttpResponse.json({});
      }),
    );
    const { user, section } = await openTwoFactor('sms');
    await user.click(section.getByRole('button', { name: 'Use an authenticator app' }));
    const dialog = within(await screen.findByRole('dialog'));
    const code = await dialog.findByLabelText('Code from the app');
    await confirmWithCode(user, code, '12345');
    await expectCodeRefused(code, 'The code must have 6 digits');
    expect(patches).toBe(0);
  });

  test("when the QR code cannot be generated: 'Failed to generate QR code' and 'Failed to generate Secret code'", async () => {
    server.use(http.post('/auth/generate-totp', () => authError(500, 'Service unavailable')));
    const { user, section } = await openTwoFactor('sms');
    await user.click(section.getByRole('button', { name: 'Use an authenticator app' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Failed to generate QR code')).toBeInTheDocument();
    expect(dialog.getByText('Failed to generate Secret code')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Code from the app')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('switching to SMS without a code switches at once when the service needs no confirmation', async () => {
    const patches = recordMethodChanges(() => HttpResponse.json({}));
    const { user, section } = await openTwoFactor('totp');
    await user.click(section.getByRole('button', { name: 'Use text message (SMS)' }));
    await expectSwitchedTo('Text message (SMS)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([{ tfaMethod: 'sms' }]);
  });

  test('switching to SMS: the service texts a code, which confirms the switch', async () => {
    const patches = recordMethodChanges((body) => {
      if (!body.code) return HttpResponse.json({ codeSent: true });
      return body.code === '246810' ? HttpResponse.json({}) : authError(400, 'INVALID_CODE');
    });
    const { user } = await openTwoFactor('totp');
    const dialog = await startSwitchToSms(user);
    expect(
      await dialog.findByText('We have sent a 6-digit code to +46701234567.'),
    ).toBeInTheDocument();
    const code = dialog.getByLabelText('Code from the text message');
    await confirmWithCode(user, code, '111111');
    await expectCodeRefused(code, 'The code is not valid. Check it and try again');
    await confirmWithCode(user, code, '246810');
    await expectSwitchedTo('Text message (SMS)');
    expect(patches).toEqual([
      { tfaMethod: 'sms' },
      { tfaMethod: 'sms', code: '111111' },
      { tfaMethod: 'sms', code: '246810' },
    ]);
  });

  test('switching to SMS: a locked code says to ask for a new one; the new code, after its wait, switches', async () => {
    let codesSent = 0;
    const patches = recordMethodChanges((body) => {
      if (!body.code) {
        codesSent += 1;
        // The first code may be renewed at once, so the test needs no clock.
        return HttpResponse.json({ codeSent: true, retryAfter: codesSent === 1 ? 0 : 30 });
      }
      if (codesSent === 1) return authError(400, 'CODE_LOCKED');
      return HttpResponse.json({});
    });
    const { user } = await openTwoFactor('totp');
    const dialog = await startSwitchToSms(user);
    const code = await dialog.findByLabelText('Code from the text message');
    await confirmWithCode(user, code, '111111');
    await expectCodeRefused(code, 'Too many wrong codes. Ask for a new code and enter it.');
    const resend = dialog.getByRole('button', { name: 'Send a new code' });
    expect(resend).toHaveAttribute('aria-disabled', 'false');
    await user.click(resend);
    expect(
      await dialog.findByText('We have sent a new code. Only the newest code works.'),
    ).toBeInTheDocument();
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 30 seconds.');
    await confirmWithCode(user, code, '246810');
    await expectSwitchedTo('Text message (SMS)');
    expect(patches).toEqual([
      { tfaMethod: 'sms' },
      { tfaMethod: 'sms', code: '111111' },
      { tfaMethod: 'sms' },
      { tfaMethod: 'sms', code: '246810' },
    ]);
  });

  test('when the auth service cannot tell the method, the section says so and the rest of the page works', async () => {
    server.use(http.patch('/auth/tfa-method', () => HttpResponse.json({ codeSent: true })));
    const { user, section } = await openTwoFactor('unavailable');
    expect(
      section.getByText('We could not check your two-factor method right now. Try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Astrid');
    expect(section.getByRole('button', { name: 'Use an authenticator app' })).toBeInTheDocument();
    const dialog = await startSwitchToSms(user);
    expect(await dialog.findByLabelText('Code from the text message')).toBeInTheDocument();
  });
});
