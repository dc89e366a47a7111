import type { Page } from '@playwright/test';
import type { ApplicationFile } from '../src/api/contract/applications';
import type { Job } from '../src/api/contract/jobs';
import { expect, openPage, test } from './fixtures';
import { anOpenJobPath, demoState, inboxEntry } from './support/demo';
import { DEMO_CANDIDATE, openPortal } from './support/session';

/**
 * What candidates expect of a Nordic career site: a receipt by email after applying, applying
 * again in one screen with the CV sent last time, and a phone number written as people write it.
 */

/** The job behind a job page's path, asked of the demo API inside the page. */
function jobAt(page: Page, path: string): Promise<Job> {
  return page.evaluate(
    async (slug) => {
      const response = await fetch(`/jobs/${slug}`, { credentials: 'include' });
      return (await response.json()) as Job;
    },
    path.replace('/job/', ''),
  );
}

const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillAsVisitor(page: Page, email: string, phone: string) {
  await field(page, 'First name').fill('Maja');
  await field(page, 'Last name').fill('Berg');
  await field(page, 'Email').fill(email);
  await field(page, 'Mobile number').fill(phone);
  await page.getByRole('checkbox', { name: /^I accept the terms/ }).check();
}

test('a visitor’s application is receipted by email, naming job and company, with the way to an account', async ({
  page,
}) => {
  await openPortal(page, '/');
  const path = await anOpenJobPath(page);
  const job = await jobAt(page, path);
  const email = `receipt.${Date.now()}@example.com`;
  await openPage(page, path);
  await fillAsVisitor(page, email, '+46709998877');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByText('We have emailed you a confirmation with a link to follow your application.'),
  ).toBeVisible();

  const receipt = await inboxEntry(page, 'We have received your application', email);
  await expect(receipt).toContainText(
    `Hi Maja, we have received your application for “${job.title}” at ${job.company.name}.`,
  );
  await receipt.getByRole('link', { name: 'Open link' }).click();
  // The link creates the account for the address the application gave.
  const register = page.getByRole('dialog', { name: 'Create account', exact: true });
  await expect(register.getByLabel('Email')).toHaveValue(email);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a logged-in candidate applies again in three taps, with the CV of the latest application', async ({
    page,
  }) => {
    await openPortal(page, '/', { loggedIn: true });
    const path = await anOpenJobPath(page);
    const latestCv = await page.evaluate(async () => {
      const response = await fetch('/files/latest-cv', { credentials: 'include' });
      return ((await response.json()) as { file: ApplicationFile }).file;
    });
    await openPage(page, path);
    await expect(field(page, 'Mobile number')).toHaveValue(DEMO_CANDIDATE.phone);
    await expect(page.getByRole('list', { name: 'Chosen files: CV' })).toContainText(latestCv.name);

    // The three taps: Apply now, the terms, Send.
    await page.getByRole('link', { name: 'Apply now' }).tap();
    await page.getByRole('checkbox', { name: /^I accept the terms/ }).tap();
    await page.getByRole('button', { name: 'Send application' }).tap();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
    ).toBeVisible();

    const slug = path.replace('/job/', '');
    const sent = (await demoState(page)).applications.find(
      (application) => application.jobSlug === slug,
    )!;
    await openPage(page, `/application/${sent.id}/application`);
    await expect(page.getByRole('region', { name: 'Files' })).toContainText(latestCv.name);
  });
});

test('a local number on the apply form of a Swedish job is shown and sent as +46701234567', async ({
  page,
}) => {
  await openPortal(page, '/');
  const path = await anOpenJobPath(page, 'SE');
  const email = `phone.${Date.now()}@example.com`;
  await openPage(page, path);
  await fillAsVisitor(page, email, '070-123 45 67');
  await expect(field(page, 'Mobile number')).toHaveAccessibleDescription(
    /We’ll use \+46 70 123 45 67/,
  );
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
  ).toBeVisible();
  const sent = (await demoState(page)).applications.find(
    (application) => application.answers.email === email,
  );
  expect(sent?.answers.phone).toBe('+46701234567');
});
