import type { Locator, Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import {
  anOpenJobPath,
  demoState,
  EDITABLE_APPLICATION,
  logInInDialog,
  portalStorage,
} from './support/demo';
import { aPdf, filesRegion, uploadFile } from './support/files';
import { fillApplyForm } from './support/screens';
import { DEMO_CANDIDATE, logIn, openPortal } from './support/session';

/**
 * One way to submit a form (docs/decisions/007-submissions.md), on the demo build: a shared
 * computer keeps nothing of the last candidate, a lost answer and a second press write once,
 * what was typed survives a reload and an ended session, leaving unsaved input asks first, and
 * focus lands on what changed. The demo API's faults (`?demoFail=`) lose answers on purpose.
 */

const MESSAGES = `/application/${EDITABLE_APPLICATION}/messages`;
const DETAILS = `/application/${EDITABLE_APPLICATION}/application`;
const PERSONAL = [DEMO_CANDIDATE.email, DEMO_CANDIDATE.phone, 'Alva', 'Lindqvist'];

const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Write a reply' });

async function openApplyForm(page: Page, path: string) {
  await openPage(page, path);
  await expect(page.getByRole('textbox', { name: /^First name/ })).toBeVisible();
}

/**
 * Starts a visit (logged in, with `loggedIn`) at the apply form of an open job of the demo
 * catalogue, its address followed by `query`; returns the job's path.
 */
async function openAnOpenJob(
  page: Page,
  { loggedIn = false, query = '' }: { loggedIn?: boolean; query?: string } = {},
): Promise<string> {
  await openPortal(page, '/', { loggedIn });
  const job = await anOpenJobPath(page);
  await openApplyForm(page, `${job}${query}`);
  return job;
}

/** The demo API holds exactly one of this reply, this job alert and this file. */
async function expectOneOfEach(
  page: Page,
  { reply, alert, file }: { reply: string; alert: string; file: string },
) {
  const state = await demoState(page);
  expect(state.messages.filter((message) => message.body === reply)).toHaveLength(1);
  expect(state.subscriptions.filter((item) => item.criteria.q === alert)).toHaveLength(1);
  expect(state.files.filter((item) => item.name === file)).toHaveLength(1);
}

/** Presses a button `times` times in one task: the same event-loop turn, as a bouncing mouse. */
async function pressInOneTurn(button: Locator, times: number) {
  await button.evaluate((element, count) => {
    for (let press = 0; press < count; press += 1) (element as HTMLButtonElement).click();
  }, times);
}

test.describe('a shared computer keeps nothing of the last candidate', () => {
  test('a logged-in visit writes no draft of the profile; after logout an anonymous job page shows and stores none of it', async ({
    page,
  }) => {
    const job = await openAnOpenJob(page, { loggedIn: true });
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(DEMO_CANDIDATE.email);
    // Opening the page is not typing: the profile pre-fill is no draft.
    expect(await portalStorage(page)).not.toContain(DEMO_CANDIDATE.email);

    await page.getByRole('textbox', { name: /^Cover letter/ }).fill('Letter of the last candidate');
    await openPage(page, MESSAGES);
    await replyBox(page).fill('Reply of the last candidate');
    await openPage(page, '/user/settings');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('+46705550000');
    expect(await portalStorage(page)).toContain('Reply of the last candidate');

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

    await openApplyForm(page, job);
    await expect(page.getByText(/We have filled in what you wrote here earlier/)).toHaveCount(0);
    for (const name of [/^First name/, /^Last name/, /^Email/, /^Mobile number/, /^Cover letter/])
      await expect(page.getByRole('textbox', { name })).toHaveValue('');
    const stored = await portalStorage(page);
    for (const text of [...PERSONAL, '+46705550000', 'last candidate'])
      expect(stored, `"${text}" is still in the browser`).not.toContain(text);
  });

  test('deleting the login, its first answer lost: pressed again it is done, and leaves no draft and no token', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource|status of 401/);
    await openAnOpenJob(page, { loggedIn: true });
    await page.getByRole('textbox', { name: /^Cover letter/ }).fill('A letter never sent');
    await openPage(page, MESSAGES);
    await replyBox(page).fill('A reply never sent');
    await openPage(page, '/user/settings?demoFail=DELETE:/profile:network:once:after');
    await page.getByRole('button', { name: 'Delete my candidate login' }).click();
    const dialog = page.getByRole('dialog', { name: /Delete your candidate login/ });
    await dialog.getByRole('textbox').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'No connection' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
    await expect(
      page.getByText('Your candidate login and all your data have been deleted'),
    ).toBeVisible();
    const stored = await portalStorage(page);
    for (const text of [...PERSONAL, 'never sent', 'authtoken='])
      expect(stored, `"${text}" is still in the browser`).not.toContain(text);
  });
});

test.describe('a lost answer and a second press write once', () => {
  test('apply: the answer is lost after the server saved; Send again gives one application', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource|ERR_FAILED/);
    await openAnOpenJob(page, { query: '?demoFail=POST:/jobs/*/applications:network:once:after' });
    await fillApplyForm(page, {
      email: 'maja.lost@example.com',
      coverLetter: 'Sent once, answered never.',
    });
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No connection' })).toBeVisible();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
    ).toBeVisible();
    const { applications } = await demoState(page);
    expect(
      applications.filter((application) => application.answers.email === 'maja.lost@example.com'),
    ).toHaveLength(1);
  });

  test('reply, job alert and upload: lost answer, then sent again, one of each', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource|ERR_FAILED/);
    await openPortal(
      page,
      `${MESSAGES}?demoFail=POST:/applications/*/messages:network:once:after`,
      { loggedIn: true },
    );
    await replyBox(page).fill('Only one copy of this reply');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No connection' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Your reply was sent')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Only one copy' })).toHaveCount(1);

    await openPage(page, '/subscription?demoFail=POST:/subscriptions:network:once:after');
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('lighthouse keeper');
    await page.getByRole('button', { name: 'Create job alert' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No connection' })).toBeVisible();
    await page.getByRole('button', { name: 'Create job alert' }).click();
    await expect(page.getByText('Job alert created')).toBeVisible();

    await openPage(page, `${DETAILS}?demoFail=POST:/applications/*/files:network:once:after`);
    await uploadFile(page, aPdf('Only once.pdf'));
    await filesRegion(page).getByRole('button', { name: 'Try again Only once.pdf' }).click();
    await expect(page.getByText('Your file was successfully uploaded')).toBeVisible();

    await expectOneOfEach(page, {
      reply: 'Only one copy of this reply',
      alert: 'lighthouse keeper',
      file: 'Only once.pdf',
    });
  });

  test('a hundred presses in one event-loop turn write once: apply, reply, job alert, upload', async ({
    page,
  }) => {
    await openAnOpenJob(page, { loggedIn: true });
    await page.getByRole('textbox', { name: /^Cover letter/ }).fill('Pressed a hundred times.');
    await page.getByRole('checkbox', { name: /^I accept the terms/ }).check();
    await pressInOneTurn(page.getByRole('button', { name: 'Send application' }), 100);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
    ).toBeVisible();

    await openPage(page, MESSAGES);
    await replyBox(page).fill('Pressed a hundred times.');
    await pressInOneTurn(page.getByRole('button', { name: 'Send reply' }), 100);
    await expect(page.getByText('Your reply was sent')).toBeVisible();

    await openPage(page, '/subscription');
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('pressed a hundred times');
    await pressInOneTurn(page.getByRole('button', { name: 'Create job alert' }), 100);
    await expect(page.getByText('Job alert created')).toBeVisible();

    await openPage(page, DETAILS);
    const files = filesRegion(page);
    await files.getByLabel('Choose a file').setInputFiles(aPdf('Pressed.pdf'));
    await pressInOneTurn(files.getByRole('button', { name: 'Upload' }), 100);
    await expect(page.getByText('Your file was successfully uploaded')).toBeVisible();
    await expect(files.getByText(/Choose a file first/)).toHaveCount(0);

    const { applications } = await demoState(page);
    expect(
      applications.filter(
        (application) => application.answers.coverLetter === 'Pressed a hundred times.',
      ),
    ).toHaveLength(1);
    await expectOneOfEach(page, {
      reply: 'Pressed a hundred times.',
      alert: 'pressed a hundred times',
      file: 'Pressed.pdf',
    });
  });
});

test.describe('what was typed survives', () => {
  test('a reload: apply, reply, profile, job alert and the application edit keep their text', async ({
    page,
  }) => {
    await openAnOpenJob(page, { loggedIn: true });
    await page.getByRole('textbox', { name: /^Cover letter/ }).fill('Typed before a reload');
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Cover letter/ })).toHaveValue(
      'Typed before a reload',
    );

    await openPage(page, MESSAGES);
    await replyBox(page).fill('Reply typed before a reload');
    await page.reload();
    await expect(replyBox(page)).toHaveValue('Reply typed before a reload');

    await openPage(page, '/user/settings');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Reloadsson');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Reloadsson');

    await openPage(page, '/subscription');
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('typed before a reload');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue(
      'typed before a reload',
    );

    await openPage(page, DETAILS);
    await page.getByRole('button', { name: 'Edit application' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit application' });
    await edit.getByRole('textbox', { name: 'Cover letter' }).fill('Edited before a reload');
    await page.reload();
    await page.getByRole('button', { name: 'Edit application' }).click();
    await expect(edit.getByRole('textbox', { name: 'Cover letter' })).toHaveValue(
      'Edited before a reload',
    );
  });

  test('a session that ends: the login opens over the thread, nothing stays in storage, and the reply goes after it', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 401/);
    // Sending answers 'jwt expired', as it does when the login ran out while the reply was typed.
    await openPortal(page, `${MESSAGES}?demoFail=POST:/applications/*/messages:jwt-expired:once`, {
      loggedIn: true,
    });
    await replyBox(page).fill('Half a reply when the session ended');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(
      page.getByText('Your session has ended. Log in again to continue where you were.'),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${MESSAGES}\\?.*auth=login&reason=session-ended`));
    expect(await portalStorage(page)).not.toContain('Half a reply');

    await logInInDialog(page);
    await expect(page).toHaveURL(new RegExp(`${MESSAGES}(\\?|$)`));
    await expect(replyBox(page)).toHaveValue('Half a reply when the session ended');
    // Reloaded now, the draft is the candidate's again.
    await openPage(page, MESSAGES);
    await expect(replyBox(page)).toHaveValue('Half a reply when the session ended');
  });
});

test.describe('unsaved input asks before it goes, and only then', () => {
  test('closing the edit dialog: nothing changed closes at once; changed asks, and staying keeps it', async ({
    page,
  }) => {
    await openPortal(page, DETAILS, { loggedIn: true });
    const edit = page.getByRole('dialog', { name: 'Edit application' });
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await page.getByRole('button', { name: 'Edit application' }).click();
    await expect(edit.getByRole('textbox', { name: 'Cover letter' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit application' })).toBeFocused();

    await page.getByRole('button', { name: 'Edit application' }).click();
    await edit.getByRole('textbox', { name: 'Cover letter' }).fill('Changed, not saved');
    await page.keyboard.press('Escape');
    await expect(question).toHaveAccessibleDescription(
      'You have changes that are not saved. Leave without saving them?',
    );
    await question.getByRole('button', { name: 'Stay here' }).click();
    await expect(question).toBeHidden();
    await expect(edit.getByRole('textbox', { name: 'Cover letter' })).toHaveValue(
      'Changed, not saved',
    );
    await edit.getByRole('button', { name: 'Close' }).click();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(edit).toBeHidden();
  });

  test('leaving the settings with a changed field asks; staying keeps the page', async ({
    page,
  }) => {
    await openPortal(page, '/user/settings', { loggedIn: true });
    await page.getByRole('textbox', { name: 'First name' }).fill('Unsaved');
    await page.getByRole('banner').getByRole('link', { name: 'My applications' }).click();
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await question.getByRole('button', { name: 'Stay here' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/user\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Unsaved');
  });
});

test.describe('focus after a submit lands on what changed', () => {
  test('a reply: the new message; a settings save: its status; a job alert: the new alert', async ({
    page,
  }) => {
    await openPortal(page, MESSAGES, { loggedIn: true });
    await replyBox(page).fill('Where does the focus go?');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Where does the focus go?' }),
    ).toBeFocused();

    await openPage(page, '/user/settings');
    await page.getByRole('textbox', { name: 'First name' }).fill('Alva Maria');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved').first()).toBeFocused();

    await openPage(page, '/subscription');
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('focus check');
    await page.getByRole('button', { name: 'Create job alert' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Your job alerts' })
        .getByRole('listitem')
        .filter({ hasText: 'focus check' }),
    ).toBeFocused();
  });
});

test('a 500 with a message on /application: the translated text, then the service message', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 500/);
  await logIn(page.context());
  await page.goto('/application?demoFail=GET:/applications:500:once');
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toContainText('Something went wrong, please try again later');
  await expect(alert).toContainText('Message from the service: Demo fault: 500');
});
