import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { portalStorage } from './support/demo';
import { ENGLISH, tr } from './support/languages';
import { applyToAJob, sendApplication } from './support/screens';
import { openPortal, prepareVisit } from './support/session';

const t = (key: string) => tr(ENGLISH, key);

/**
 * The console's warnings, which the fixture does not count as problems: React Router's about a
 * history entry it did not make, Chromium's about a form submitted after it left the page.
 */
function watchWarnings(page: Page): () => Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // A round trip to the page first: every message logged before it has been heard.
  return async () => {
    await page.evaluate(() => undefined);
    return warnings;
  };
}

const firstNameField = (page: Page) =>
  page.getByRole('textbox', { name: new RegExp(`^${t('apply.firstName')}`) });

/** From the job search to the first job, inside the app: Back from the job page stays in it. */
async function openAJobFromTheSearch(page: Page): Promise<void> {
  await openPortal(page, '/');
  await page.locator('main a[href^="/job/"]').first().click();
  await expect(page.getByRole('link', { name: t('jobs.job.applyNow') })).toBeVisible();
}

test('Apply now, Back and sending warn nothing, and leaving a typed application still asks', async ({
  page,
}) => {
  const warnings = watchWarnings(page);
  await openAJobFromTheSearch(page);
  const jobAddress = page.url();

  await page.getByRole('link', { name: t('jobs.job.applyNow') }).click();
  await expect(page).toHaveURL(/#apply$/);
  await firstNameField(page).fill('Maja');
  // Back from the form to the top of the same page asks nothing.
  await page.goBack();
  await expect(page).toHaveURL(jobAddress);

  // Back once more leaves the typed application: asked first, and staying keeps it.
  await page.goBack();
  const question = page.getByRole('dialog', { name: t('form.unsavedTitle') });
  await expect(question).toHaveAccessibleDescription(t('form.discardChanges'));
  await question.getByRole('button', { name: t('form.stay') }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(jobAddress);
  await expect(firstNameField(page)).toHaveValue('Maja');

  await page.getByRole('link', { name: t('jobs.job.applyNow') }).click();
  await sendApplication(page, ENGLISH);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t('apply.thankYou.heading'));
  await expect(page).toHaveURL(/#apply$/);
  expect(await warnings()).toEqual([]);
});

test('choosing in the cookie banner, and again from Cookie settings, warns nothing', async ({
  page,
}) => {
  const warnings = watchWarnings(page);
  await openPortal(page, '/', { consent: false });
  const banner = page.getByRole('region', { name: t('consent.title') });
  await banner.getByRole('button', { name: t('consent.decline') }).click();
  await expect(banner).toBeHidden();

  await page.getByRole('button', { name: t('consent.settingsLink') }).click();
  const settings = page.getByRole('region', { name: t('consent.detailTitle') });
  await settings.getByRole('button', { name: t('consent.acceptSelected') }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByText(t('consent.saved')).first()).toBeVisible();
  expect(await warnings()).toEqual([]);
});

test('the account offered after applying starts from the address the application went to', async ({
  page,
}) => {
  await prepareVisit(page.context());
  const email = await applyToAJob(page, ENGLISH);

  await page.getByRole('link', { name: t('apply.thankYou.createAccount') }).click();
  const emailField = page
    .getByRole('dialog')
    .getByRole('textbox', { name: t('auth.fields.email') });
  await expect(emailField).toHaveValue(email);
  // The address lives in the thank-you page's history entry alone: a reload finds it there.
  expect(await portalStorage(page)).not.toContain(email);
  await page.reload();
  await expect(emailField).toHaveValue(email);
});
