import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { anOpenJobPath, EDITABLE_APPLICATION } from './support/demo';
import { aPdf, filesRegion } from './support/files';
import { openPortal } from './support/session';

/**
 * The details of the candidate area that a glance or a screen reader finds: compact cards on a
 * phone with targets a finger hits, meeting times on both clocks, the file type that fits, a
 * replaced CV where the old one was, status messages that say what happens, names that tell
 * links apart, and a recruiter's words in their language.
 *
 * The seed (src/mocks/data/seed.ts): app-1001 is for a Swedish ad, with a CV first among its files,
 * an unread recruiter message and a meeting in Borås; app-1003 has no files.
 */
const APPLICATION_PAGE = `/application/${EDITABLE_APPLICATION}/application`;
const WITHOUT_FILES = '/application/app-1003/application';
const SEEDED_FILES = [
  'Alva Lindqvist CV.pdf',
  'Portfolio screenshot.png',
  'Video presentation.mp4',
];

const heightOf = async (locator: Locator) => (await locator.boundingBox())!.height;

/** My applications, logged in, once the demo candidate's five cards are shown. */
async function openApplicationCards(page: Page): Promise<Locator> {
  await openPortal(page, '/application', { loggedIn: true });
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(5);
  return cards;
}

/** Every text a status region is given from now on, however briefly: a screen reader says each. */
async function recordStatusTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target;
        const element = node instanceof Element ? node : node.parentElement;
        const status = element?.closest('[role="status"]');
        if (status?.textContent) said.push(status.textContent);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}

test.describe('on a phone, seen from New York', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 390, height: 844 } });

  test('My applications: two cards a screen, 24 px targets, a meeting on both clocks as on its page', async ({
    page,
  }) => {
    const cards = await openApplicationCards(page);

    // Below the sticky header, two whole cards and the space between them fit the window.
    const room = 844 - (await heightOf(page.getByRole('banner')));
    for (const card of await cards.all()) {
      expect(await heightOf(card)).toBeLessThanOrEqual((room - 16) / 2);
      for (const target of await card.getByRole('link').or(card.getByRole('button')).all()) {
        if (await target.isVisible()) expect(await heightOf(target)).toBeGreaterThanOrEqual(24);
      }
    }

    // A meeting in Europe: its own zone, and the start on the candidate's clock beside it, as
    // the application's page gives it (the next meeting is the first one there).
    const card = cards.filter({ hasText: '(Central European Time)' }).first();
    const localStart = card.getByText(/^Your local time: /);
    await expect(localStart).toHaveText(/^Your local time: \d{1,2}:00\s[AP]M$/);
    const clock = (await localStart.textContent())!.replace('Your local time: ', '').split(/\s/)[0];

    await card.getByRole('link', { name: /^Open application/ }).click();
    const meetings = page.getByRole('region', { name: 'Booked meetings' });
    await expect(meetings.getByText(/^Your local time: /).first()).toHaveText(
      new RegExp(`^Your local time: ${clock}\\s–\\s`),
    );
    expect(await heightOf(page.getByRole('link', { name: 'View job ad' }))).toBeGreaterThanOrEqual(
      24,
    );
  });
});

test('links and buttons that go to different places have different names; a recruiter writes in the ad’s language', async ({
  page,
}) => {
  const cards = await openApplicationCards(page);
  for (const card of await cards.all()) {
    const job = await card.getByRole('heading', { level: 3 }).textContent();
    for (const name of [`Open application: ${job}`, `View job ad: ${job}`])
      await expect(card.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await page.goto(APPLICATION_PAGE);
  const files = filesRegion(page);
  for (const file of SEEDED_FILES) {
    for (const name of [`Preview ${file}`, `Delete ${file}`])
      await expect(files.getByRole('button', { name, exact: true })).toBeVisible();
  }

  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByText(/^Hej Alva! Tack för din ansökan/)).toHaveAttribute('lang', 'sv');
});

test('the file type starts at CV while there is none; a replaced CV keeps its place; a chosen file is said', async ({
  page,
}) => {
  await openPortal(page, WITHOUT_FILES, { loggedIn: true });
  await expect(filesRegion(page).getByLabel('Type of file')).toHaveValue('cv');

  await page.goto(APPLICATION_PAGE);
  const files = filesRegion(page);
  const rows = files.getByRole('list').first().getByRole('listitem');
  await expect(rows.first()).toContainText('Alva Lindqvist CV.pdf');
  await expect(files.getByLabel('Type of file')).toHaveValue('attachment');
  await files.getByLabel('Choose a file').setInputFiles(aPdf('New CV.pdf'));
  await expect(files.getByRole('status')).toHaveText('File chosen: New CV.pdf');
  await files.getByLabel('Type of file').selectOption({ label: 'CV' });
  await files.getByRole('button', { name: 'Upload' }).click();
  await page
    .getByRole('dialog', { name: 'Replace your CV?' })
    .getByRole('button', { name: 'Yes, replace my CV' })
    .click();
  await expect(page.getByText('Your file was successfully uploaded')).toBeVisible();
  await expect(rows.first()).toContainText('New CV.pdf');
  await expect(rows).toHaveCount(3);
});

test('the apply form: checking the fields is not sending; a chosen file is said', async ({
  page,
}) => {
  await openPortal(page, '/');
  await page.goto(await anOpenJobPath(page));
  const send = page.getByRole('button', { name: 'Send application' });
  await expect(send).toBeVisible();
  const statusTexts = await recordStatusTexts(page);

  await send.click();
  await expect(
    page.getByRole('region', { name: 'Not all mandatory fields are filled' }),
  ).toBeVisible();
  expect(await statusTexts()).not.toContain('Sending your application…');

  await page.getByLabel(/^CV/).setInputFiles(aPdf('cv.pdf'));
  await expect(page.getByRole('status').filter({ hasText: 'Added to CV: cv.pdf' })).toHaveText(
    'Added to CV: cv.pdf',
  );
});
