import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import {
  closeInbox,
  demoState,
  expectTwoFactorMethodAfterReload,
  fillAccountDetails,
  inboxEntry,
  logInInDialog,
  readInboxCode,
} from './support/demo';
import { DEMO_CANDIDATE, DEMO_ORIGIN, openPortal, prepareVisit } from './support/session';

/**
 * Account recovery: codes that can be recovered, contact details proven before they are used,
 * and the email typed once carried to where it is needed. Time runs on Playwright's clock, which
 * the demo API (msw, answering in the page) shares with the portal.
 */
test.describe.configure({ timeout: 90_000 });

const WAIT_TEXT = /You can ask for a new code in \d+ seconds?\./;

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in', exact: true });

async function passwordStep(page: Page) {
  await openPage(page, '/?auth=login');
  return logInInDialog(page, { stopAt: 'code' });
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

test.describe('the login code', () => {
  test.beforeEach(async ({ page, context, problems }) => {
    problems.allow(/status of 400/);
    await page.clock.install();
    await prepareVisit(context);
  });

  test('"Send a new code" waits visibly, then texts a new one; only the newest works', async ({
    page,
  }) => {
    const dialog = await passwordStep(page);
    const resend = dialog.getByRole('button', { name: 'Send a new code' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveAccessibleDescription(WAIT_TEXT);
    const first = await readInboxCode(page, 'Your login code');
    // Pressed during the wait it does nothing (the count of texts below shows it). Forced:
    // Playwright would otherwise wait for aria-disabled to clear.
    await resend.click({ force: true });

    await page.clock.fastForward(31_000);
    await expect(resend).toHaveAttribute('aria-disabled', 'false');
    await resend.click();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'We have sent a new code' }),
    ).toBeVisible();
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await inboxEntry(page, 'Your login code');
    await expect(
      page
        .getByRole('dialog', { name: 'Demo inbox' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Your login code' }) }),
    ).toHaveCount(2);
    await closeInbox(page);
    const second = await readInboxCode(page, 'Your login code');

    const field = dialog.getByLabel('Two-factor code');
    // The first code stopped working (unless the two are equal, one chance in a million).
    await field.fill(first === second ? otherThan(second) : first);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(field).toHaveAccessibleDescription(/The code is not valid/);
    await field.fill(second);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`You are logged in as ${DEMO_CANDIDATE.name}`)).toBeVisible();
  });

  test('five wrong codes lock it: even the right one is refused, and the way on is to log in again', async ({
    page,
  }) => {
    const dialog = await passwordStep(page);
    const right = await readInboxCode(page, 'Your login code');
    const field = dialog.getByLabel('Two-factor code');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await field.fill(otherThan(right));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(field).toHaveAccessibleDescription(/The code is not valid/);
    }
    await field.fill(otherThan(right));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The code was entered wrong too many times. Log in again to get a new code.',
    );
    await expect(dialog.getByRole('button', { name: 'Log in again' })).toBeFocused();
    await expect(field).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Log in again' }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\?auth=login$/);
  });

  test('after ten minutes the code has expired, and the step says so', async ({ page }) => {
    const dialog = await passwordStep(page);
    const code = await readInboxCode(page, 'Your login code');
    await page.clock.fastForward('10:01');
    await dialog.getByLabel('Two-factor code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The code has expired: it works for 10 minutes. Log in again to get a new code.',
    );
    await expect(dialog.getByRole('button', { name: 'Log in again' })).toBeFocused();
  });
});

/** Asks for a registration link and returns its address, read from the demo inbox. */
async function registrationLink(page: Page, email: string): Promise<string> {
  await openPage(page, '/?auth=create-account');
  const create = page.getByRole('dialog', { name: 'Create account', exact: true });
  await create.getByLabel('Email').fill(email);
  await create.getByRole('button', { name: 'Send link' }).click();
  await expect(create.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const entry = await inboxEntry(page, 'Confirm your email address', email);
  const href = (await entry.getByRole('link', { name: 'Open link' }).getAttribute('href'))!;
  await closeInbox(page);
  return new URL(href, DEMO_ORIGIN).href;
}

test('registration: the link shows its address wherever it opens; SMS is proven before the account exists', async ({
  page,
  context,
}) => {
  await prepareVisit(context);
  const email = `phone.${Date.now()}@example.com`;
  const link = await registrationLink(page, email);

  // Opened where nothing remembers the request (the demo's "server" must stay this browser's):
  // the address comes from the link.
  await page.evaluate(() => localStorage.removeItem('auth.pendingRegistrationEmail'));
  const other = await context.newPage();
  await other.goto(link);
  const register = other.getByRole('dialog', { name: 'Create account', exact: true });
  await expect(register.getByLabel('Email')).toHaveValue(email);
  await expect(register.getByLabel('Email')).not.toBeEditable();
  await expect(register.getByLabel('First name')).toBeFocused();

  // A mistyped number: the code goes there, so it never arrives, and the step says where it went.
  await fillAccountDetails(register, { firstName: 'Pia', lastName: 'Holm', phone: '+46701119999' });
  await register.getByRole('button', { name: 'Continue' }).click();
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register.getByText('Two-factor code is required')).toBeVisible();
  await register.getByRole('button', { name: 'Send the code' }).click();
  await expect(register.getByText('We have sent a code to +46701119999.')).toBeVisible();

  await register.getByRole('button', { name: 'Back' }).click();
  await register.getByLabel('Mobile number').fill('+46701118888');
  await register.getByLabel('Password', { exact: true }).fill('Strong-pass-1');
  await register.getByLabel('Confirm password').fill('Strong-pass-1');
  await register.getByRole('button', { name: 'Continue' }).click();
  await register.getByRole('button', { name: 'Send the code' }).click();
  // The wait is per link, whatever the number: asked again too soon, nothing is sent yet.
  await expect(
    register.getByRole('button', { name: 'Send a new code' }),
  ).toHaveAccessibleDescription(WAIT_TEXT);
  const sent = (await demoState(other)).inbox
    .filter((entry) => entry.subject === 'phone-code')
    .map((entry) => entry.to);
  expect(sent).toEqual(['+46701119999']);
  const wrongNumberCode = await readInboxCode(other, 'Your confirmation code', '+46701119999');
  await register.getByLabel('Code from the text message').fill(wrongNumberCode);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register.getByLabel('Code from the text message')).toHaveAccessibleDescription(
    /The code is not valid/,
  );
  await expect(
    register.getByRole('heading', { name: 'Account activation successful' }),
  ).toHaveCount(0);
});

test.describe('logged in: settings', () => {
  test('switching from the app to SMS needs a code texted to the phone', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 400/);
    await openPortal(page, '/user/settings', {
      loggedIn: true,
      as: { id: 'cand-2', name: 'Jonas Berg' },
    });
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await expect(section.getByText('Authenticator app', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Use text message (SMS)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get codes by text message' });
    await expect(dialog.getByText('We have sent a 6-digit code to +4791234567.')).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Send a new code' }),
    ).toHaveAccessibleDescription(WAIT_TEXT);
    const code = dialog.getByLabel('Code from the text message');
    const texted = await readInboxCode(page, 'Your confirmation code', '+4791234567');
    await code.fill(otherThan(texted));
    await dialog.getByRole('button', { name: 'Confirm and switch' }).click();
    await expect(dialog.getByText('The code is not valid. Check it and try again')).toBeVisible();
    // Closed without the code, nothing changed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectTwoFactorMethodAfterReload(page, 'Authenticator app');
    await page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByRole('button', { name: 'Use text message (SMS)' })
      .click();
    // Opened again at once: the code already sent still works, and the wait goes on.
    await page
      .getByRole('dialog', { name: 'Get codes by text message' })
      .getByLabel('Code from the text message')
      .fill(texted);
    await page
      .getByRole('dialog', { name: 'Get codes by text message' })
      .getByRole('button', { name: 'Confirm and switch' })
      .click();
    await expect(page.getByText('Your two-factor method is now: Text message (SMS)')).toBeVisible();
  });

  test('a new email address waits for its link: notice to the old one, the login changes when the link is opened', async ({
    page,
  }) => {
    await openPortal(page, '/user/settings', { loggedIn: true });
    const section = page.getByRole('region', { name: 'My information' });
    await section.getByLabel('Email').fill('alva.new@example.com');
    await section.getByRole('button', { name: 'Save changes' }).click();
    const pending = section.getByText(
      'Waiting for confirmation: we have emailed a link to alva.new@example.com. Until you open it, you log in with demo@example.com.',
    );
    await expect(pending).toBeVisible();
    await expect(section.getByLabel('Email')).toHaveValue(DEMO_CANDIDATE.email);
    await page.reload();
    await expect(pending).toBeVisible();

    await expect(
      await inboxEntry(page, 'Your login email address is being changed', DEMO_CANDIDATE.email),
    ).toBeVisible();
    await closeInbox(page);
    const entry = await inboxEntry(page, 'Confirm your new email address', 'alva.new@example.com');
    await entry.getByRole('link', { name: 'Open link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your new email address' });
    await expect(page).toHaveURL(/\?auth=confirm-email$/);
    await dialog.getByRole('button', { name: 'Confirm the new address' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Your email address has been changed' }),
    ).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await openPage(page, '/user/settings');
    await expect(
      page.getByRole('region', { name: 'My information' }).getByLabel('Email'),
    ).toHaveValue('alva.new@example.com');
    await expect(page.getByText(/Waiting for confirmation/)).toHaveCount(0);
  });

  test('a pending change can be taken back; its link then no longer works', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 400/);
    await openPortal(page, '/user/settings', { loggedIn: true });
    const section = page.getByRole('region', { name: 'My information' });
    await section.getByLabel('Email').fill('typo@exmaple.com');
    await section.getByRole('button', { name: 'Save changes' }).click();
    await section.getByRole('button', { name: 'Keep the current address' }).click();
    await expect(
      page.getByText(
        'The email change has been cancelled. You still log in with your current address.',
      ),
    ).toBeVisible();
    await expect(section.getByText(/Waiting for confirmation/)).toHaveCount(0);
    const entry = await inboxEntry(page, 'Confirm your new email address', 'typo@exmaple.com');
    await entry.getByRole('link', { name: 'Open link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your new email address' });
    await dialog.getByRole('button', { name: 'Confirm the new address' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'The link does not work anymore' }),
    ).toBeFocused();
  });
});

test('the address typed at login goes on to "Forgot your password?", and back to the login after the reset', async ({
  page,
}) => {
  await openPortal(page, '/?auth=login');
  await loginDialog(page).getByLabel('Email').fill(DEMO_CANDIDATE.email);
  await loginDialog(page).getByRole('link', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot.getByLabel('Email')).toHaveValue(DEMO_CANDIDATE.email);
  await forgot.getByRole('button', { name: 'Send link' }).click();
  await expect(forgot.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await forgot.getByRole('button', { name: 'Close' }).click();

  // The emailed link, as a new visit (a mail client opens a new page): nothing typed is left.
  const entry = await inboxEntry(page, 'Reset your password', DEMO_CANDIDATE.email);
  await entry.getByRole('link', { name: 'Open link' }).click();
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('Fresh-pass-42');
  await reset.getByLabel('Confirm password').fill('Fresh-pass-42');
  await reset.getByRole('button', { name: 'Save password' }).click();
  await reset.getByRole('link', { name: 'Log in' }).click();
  await expect(loginDialog(page).getByLabel('Email')).toHaveValue(DEMO_CANDIDATE.email);
});
