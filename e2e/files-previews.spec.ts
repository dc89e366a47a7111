import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITABLE_APPLICATION } from './support/demo';
import { logIn } from './support/session';

/** A second CV asks first, and every preview closes with Escape. */

const APPLICATION_PAGE = `/application/${EDITABLE_APPLICATION}/application`;
const SEEDED_CV = 'Alva Lindqvist CV.pdf';
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
});

const filesRegion = (page: Page) => page.getByRole('region', { name: 'Files' });
const fileRow = (files: Locator, name: string) =>
  files.getByRole('listitem').filter({ hasText: name });

function countUploads(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/files')) sent += 1;
  });
  return () => sent;
}

test('a second CV asks "Replace your CV?" naming both files, and replaces only on yes', async ({
  page,
  context,
}) => {
  await logIn(context);
  await page.goto(APPLICATION_PAGE);
  const files = filesRegion(page);
  await expect(fileRow(files, SEEDED_CV)).toContainText('CV');
  await expect(
    files.getByText('An application holds one CV and other files, at most 10 files in all.', {
      exact: false,
    }),
  ).toBeVisible();
  const uploads = countUploads(page);
  const kind = files.getByLabel('Type of file');

  // No: nothing is sent, the old CV stays.
  await files.getByLabel('Choose a file').setInputFiles(pdf('New CV.pdf'));
  await kind.selectOption({ label: 'CV' });
  await files.getByRole('button', { name: 'Upload' }).click();
  const question = page.getByRole('dialog', { name: 'Replace your CV?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText(SEEDED_CV);
  await expect(question).toContainText('New CV.pdf');
  await expect(question.getByRole('button', { name: 'No, keep my CV' })).toBeFocused();
  await question.getByRole('button', { name: 'No, keep my CV' }).click();
  await expect(question).toBeHidden();
  expect(uploads()).toBe(0);
  await expect(fileRow(files, SEEDED_CV)).toBeVisible();
  await expect(fileRow(files, 'New CV.pdf')).toHaveCount(0);

  // Yes: the new file is the CV, the old one is gone, and the type is asked afresh.
  await files.getByRole('button', { name: 'Upload' }).click();
  await question.getByRole('button', { name: 'Yes, replace my CV' }).click();
  await expect(page.getByText('Your file was successfully uploaded')).toBeVisible();
  await expect(fileRow(files, 'New CV.pdf')).toContainText('CV');
  await expect(fileRow(files, SEEDED_CV)).toHaveCount(0);
  await expect(kind).toHaveValue('attachment');
  expect(uploads()).toBe(1);

  // An attachment never asks and never replaces.
  await files.getByLabel('Choose a file').setInputFiles(pdf('Reference letter.pdf'));
  await files.getByRole('button', { name: 'Upload' }).click();
  await expect(fileRow(files, 'Reference letter.pdf')).toContainText('Attachment');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(fileRow(filesRegion(page), 'New CV.pdf')).toBeVisible();
  await expect(fileRow(filesRegion(page), 'Reference letter.pdf')).toBeVisible();
  await expect(fileRow(filesRegion(page), SEEDED_CV)).toHaveCount(0);
});

for (const [screenName, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a PDF preview opened right after a reload closes with Escape, also when the viewer took the focus (${screenName})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await logIn(context);
    await page.goto(APPLICATION_PAGE);
    // A PDF Chromium's viewer cannot read: showing its error, the viewer takes the focus, half a
    // second after the frame has loaded, and then keeps every key, Escape included.
    const damaged = 'Damaged letter.pdf';
    await filesRegion(page).getByLabel('Choose a file').setInputFiles(pdf(damaged));
    await filesRegion(page).getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Your file was successfully uploaded')).toBeVisible();

    // The viewer takes the focus in some loads only: the preview is opened until it has done so
    // three times, each time closed with Escape, ten loads at most.
    let viewerTookTheFocus = 0;
    for (let attempt = 1; attempt <= 10 && viewerTookTheFocus < 3; attempt += 1) {
      await page.reload();
      const preview = fileRow(filesRegion(page), damaged).getByRole('button', { name: 'Preview' });
      await expect(preview).toBeVisible();
      await page.evaluate(() => {
        const seen = window as Window & { focusLeftThePage?: boolean };
        window.addEventListener('blur', () => (seen.focusLeftThePage = true), { once: true });
      });
      // A click: the frame appears under the resting pointer, which Chromium reports as the
      // pointer moving onto it.
      await preview.click();
      const dialog = page.getByRole('dialog', { name: damaged });
      await expect(dialog.locator('iframe')).toBeVisible();
      const tookTheFocus = await page
        .waitForFunction(
          () => (window as Window & { focusLeftThePage?: boolean }).focusLeftThePage === true,
          undefined,
          { timeout: 5000 },
        )
        .then(
          () => true,
          () => false,
        );
      if (tookTheFocus) viewerTookTheFocus += 1;
      await expect(
        dialog.getByRole('button', { name: 'Close' }),
        `attempt ${attempt}`,
      ).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog, `attempt ${attempt}`).toBeHidden();
      await expect(preview).toBeFocused();
    }
    // The case the test is for happened, and the focus came back every time.
    expect(viewerTookTheFocus).toBe(3);
  });
}

test('the PDF frame is reachable with Tab', async ({ page, context }) => {
  await logIn(context);
  await page.goto(APPLICATION_PAGE);
  await fileRow(filesRegion(page), SEEDED_CV).getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: SEEDED_CV });
  await expect(dialog.locator('iframe')).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  // The frame takes the focus once Chromium's viewer has loaded the file into it: until then a
  // Tab from Close finds nothing there, so the Tab is tried again from Close.
  await expect(async () => {
    await close.focus();
    await page.keyboard.press('Tab');
    await expect(dialog.locator('iframe')).toBeFocused({ timeout: 1000 });
  }).toPass();
});
