import { expect, openPage, test } from './fixtures';
import {
  anOpenJobPath,
  appliedJobPath,
  demoState,
  EDITABLE_APPLICATION,
  inboxEntry,
} from './support/demo';
import { ENGLISH } from './support/languages';
import { sendApplication } from './support/screens';
import { openPortal } from './support/session';

/** One application per job and candidate; thanks only for an application sent. */

test('a logged-in candidate who has applied sees when, and the way to the application, instead of a form', async ({
  page,
}) => {
  await openPortal(page, '/', { loggedIn: true });
  await openPage(page, await appliedJobPath(page));
  const notice = page.getByRole('region', { name: 'You have applied for this job' });
  await expect(notice).toContainText(/Your application was sent on .+\./);
  await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);
  await notice.getByRole('link', { name: 'See your application' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/${EDITABLE_APPLICATION}/application$`));
});

test('back from the thanks shows the application went, not an empty form; the same address again stores nothing new', async ({
  page,
}) => {
  await openPortal(page, '/');
  const job = await anOpenJobPath(page);
  await openPage(page, job);
  await sendApplication(page, ENGLISH, 'maja.berg@example.com');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${job}$`));
  await expect(page.getByRole('region', { name: 'You have applied for this job' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);

  // A new visit (the note was this tab's), the same address: the usual thanks, one application.
  await page.reload();
  await openPage(page, '/');
  await openPage(page, job);
  await sendApplication(page, ENGLISH, 'MAJA.BERG@example.com');
  const slug = job.replace('/job/', '');
  expect((await demoState(page)).applications.filter((app) => app.jobSlug === slug)).toHaveLength(
    1,
  );
  await expect(
    await inboxEntry(page, 'You have already applied for this job', 'maja.berg@example.com'),
  ).toBeVisible();
});

test('the thanks stay under the new-account dialog, opened from them, after it closes, and after a reload', async ({
  page,
}) => {
  await openPortal(page, '/');
  await openPage(page, await anOpenJobPath(page));
  await sendApplication(page, ENGLISH, 'maja.berg@example.com');
  const thanks = page.getByRole('heading', { level: 1, name: 'Thank you for your application' });
  await page.getByRole('link', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  await expect(dialog).toBeVisible();
  await expect(thanks).toBeVisible();
  // Another view of the same dialog, and back: still over the thanks.
  await dialog.getByRole('link', { name: /log in/i }).click();
  await expect(page.getByRole('dialog', { name: 'Log in', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thanks).toBeVisible();
  await page.reload();
  await expect(thanks).toBeVisible();
});

test('the thank-you address opened directly thanks nobody: it points to the job and to My applications', async ({
  page,
}) => {
  await openPortal(page, '/');
  const job = await anOpenJobPath(page);
  await openPage(page, `${job}/thank-you`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No application was sent from this page' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('No application was sent from this page – Jobs portal');
  await expect(page.getByText(/has been sent\.$/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the job ad' }).click();
  await expect(page).toHaveURL(new RegExp(`${job}$`));
  await page.goBack();
  await page.getByRole('link', { name: 'Go to My applications' }).click();
  await expect(page).toHaveURL(
    /[?&]auth=login.*reason=login-required|reason=login-required.*auth=login/,
  );
});
