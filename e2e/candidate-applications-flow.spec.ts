import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { aPdf, countUploads, filesRegion, uploadFile } from './support/files';
import { expectEscapeToClose } from './support/keyboard';
import { logIn, openPortal } from './support/session';

/** The candidate area on the demo build, as the demo candidate (demo@example.com, id cand-1). */

const INREVIEW = '/application/app-1001';

test('open an application, reply to a message, upload and preview a file', async ({ page }) => {
  await openPortal(page, '/application', { loggedIn: true });
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await page.locator(`a[href="${INREVIEW}/application"]`).first().click();

  await expect(page).toHaveURL(`${INREVIEW}/application`);
  await expect(
    page
      .getByRole('navigation', { name: 'Application sections' })
      .getByRole('link', { name: 'Application' }),
  ).toHaveAttribute('aria-current', 'page');
  const files = filesRegion(page);
  await expect(files.getByText('Alva Lindqvist CV.pdf')).toBeVisible();

  // Upload: the file's name and bytes reach the demo API, and the file is listed.
  await uploadFile(page, aPdf('Reference letter.pdf'));
  await expect(page.getByText('Your file was successfully uploaded')).toBeVisible();
  await expect(files.getByText('Reference letter.pdf')).toBeVisible();

  // A refused type never leaves the browser.
  const uploads = countUploads(page);
  await files.getByLabel('Choose a file').setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(files.getByText(/tool\.exe cannot be uploaded/)).toBeVisible();
  await files.getByRole('button', { name: 'Upload' }).click();
  expect(uploads()).toBe(0);

  // Preview the uploaded PDF (bytes no reader can draw): a dialog that says so, and a download
  // with the name.
  const row = files.getByRole('listitem').filter({ hasText: 'Reference letter.pdf' });
  await row.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reference letter.pdf' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file could not be shown. Try again later.',
  );
  await expect(dialog.getByRole('link', { name: 'Download Reference letter.pdf' })).toHaveAttribute(
    'download',
    'Reference letter.pdf',
  );
  await dialog.getByRole('link', { name: 'Download Reference letter.pdf' }).focus();
  await expectEscapeToClose(page, dialog, row.getByRole('button', { name: 'Preview' }));

  // Messages: the recruiter's markup is text, and a reply is appended.
  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(`${INREVIEW}/messages`);
  const thread = page.getByRole('list', { name: 'Messages with the recruiter' });
  await expect(
    thread.getByText('<b>Det här ser ut som HTML men är vanlig text.</b>'),
  ).toBeVisible();
  await expect(thread.locator('b')).toHaveCount(0);
  await page
    .getByLabel('Write a reply')
    .fill('Thank you!\nI will do the test tonight. <i>not italic</i>');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent')).toBeVisible();
  await expect(thread.getByRole('listitem').last()).toContainText('<i>not italic</i>');
  await expect(page.getByLabel('Write a reply')).toHaveValue('');

  // The reply is on the server: it is still there after a reload.
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Messages with the recruiter' })
      .getByText(/I will do the test tonight/),
  ).toBeVisible();

  // Tests: the completed report and the one still to take.
  await page.getByRole('link', { name: /^Tests/ }).click();
  await expect(page.getByRole('table', { name: /Results by section/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Take the test/ })).toHaveAttribute(
    'href',
    'https://tests.example.com/take/demo-personality',
  );
});

test('image and video previews, and a calendar file for a meeting', async ({ page }) => {
  await openPortal(page, `${INREVIEW}/application`, { loggedIn: true });
  const files = filesRegion(page);

  await files
    .getByRole('listitem')
    .filter({ hasText: 'Portfolio screenshot.png' })
    .getByRole('button', { name: 'Preview' })
    .click();
  const image = page
    .getByRole('dialog', { name: 'Portfolio screenshot.png' })
    .getByRole('img', { name: 'Portfolio screenshot.png' });
  await expect(image).toBeVisible();
  expect(
    await image.evaluate(
      (element: HTMLImageElement) => element.complete && element.naturalWidth > 0,
    ),
  ).toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await files
    .getByRole('listitem')
    .filter({ hasText: 'Video presentation.mp4' })
    .getByRole('button', { name: 'Preview' })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: 'Video presentation.mp4' })
      .locator('video[controls][src^="blob:"]'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const meetings = page.getByRole('region', { name: 'Booked meetings' });
  const downloadPromise = page.waitForEvent('download');
  await meetings.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Första-intervju.ics');
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('\r\nUID:meeting-1@candidate-portal\r\n');
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(ics).toContain('SUMMARY:Första intervju');
});

test("another candidate's application shows not found and none of its data", async ({
  page,
  problems,
}) => {
  // The API's 404 answers are what this test is about; Chromium logs each one.
  problems.allow(/status of 404/);
  await logIn(page.context());
  await page.goto('/application/app-2001/messages');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This application could not be found' }),
  ).toBeVisible();
  await expect(page.getByText('Jeg søker på stillingen')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to My applications' }).click();
  await expect(page).toHaveURL('/application');
});

test('delete an application after confirming; the list updates', async ({ page }) => {
  await openPortal(page, '/application', { loggedIn: true });
  const cards = page.getByRole('article');
  await expect(page.locator('a[href="/application/app-1005/application"]').first()).toBeVisible();
  const before = await cards.count();
  const card = cards.filter({ has: page.locator('a[href="/application/app-1005/application"]') });
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('button', { name: 'Delete application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete application?' });
  await expect(dialog.getByRole('button', { name: 'No, keep it' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes, delete application' }).click();
  // The toast comes once the list read again is on screen, so no call of the list is cut off by
  // the reload: the demo's service worker stops answering a page that is unloading, and a call cut
  // off then reaches the static server (a 404 in the console).
  await expect(page.getByText(`Your application for ${title} was deleted`)).toBeVisible();
  await expect(cards).toHaveCount(before - 1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(page.locator('a[href="/application/app-1005/application"]')).toHaveCount(0);
});
