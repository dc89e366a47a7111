import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITABLE_APPLICATION } from './support/demo';
import { aPdf, filesRegion, uploadFile } from './support/files';
import { expectEscapeToClose } from './support/keyboard';
import { openPortal } from './support/session';

/** A PDF preview is the portal's own page, read as text; Escape closes it wherever the focus is. */

const APPLICATION_PAGE = `/application/${EDITABLE_APPLICATION}/application`;

/** A PDF of `count` pages, each with one line of text ("Text of page 7"), with its xref table. */
function longPdf(count: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${count} /Kids [${Array.from({ length: count }, (_, index) => `${4 + 2 * index} 0 R`).join(' ')}] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...Array.from({ length: count }, (_, index) => {
      const text = `BT /F1 24 Tf 72 700 Td (Text of page ${index + 1}) Tj ET`;
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * index} 0 R >>`,
        `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
      ];
    }).flat(),
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const previewButton = (page: Page, name: string) =>
  filesRegion(page)
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Preview' });

/** Opens the application logged in and uploads this file to it. */
async function uploadToTheApplication(page: Page, file: ReturnType<typeof aPdf>): Promise<void> {
  await openPortal(page, APPLICATION_PAGE, { loggedIn: true });
  await uploadFile(page, file);
  await expect(page.getByText('Your file was successfully uploaded')).toBeVisible();
}

test('a PDF is shown as text, its pages scroll by keyboard, and Escape there closes the preview', async ({
  page,
}) => {
  const cv = 'Alva Lindqvist CV.pdf';
  await openPortal(page, APPLICATION_PAGE, { loggedIn: true });
  const opener = previewButton(page, cv);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: cv });
  await expect(dialog.getByText('Backend developer, Nordvik Logistics')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Page 1 of 1' })).toBeVisible();

  const pages = dialog.getByRole('region', { name: `Pages of ${cv}` });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(pages).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => pages.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

  await expectEscapeToClose(page, dialog, opener);
});

test('a damaged PDF says it cannot be shown, still downloads, and closes with Escape', async ({
  page,
}) => {
  const damaged = 'Damaged letter.pdf';
  await uploadToTheApplication(page, aPdf(damaged));

  const opener = previewButton(page, damaged);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: damaged });
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file could not be shown. Try again later.',
  );
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: `Download ${damaged}` }).click();
  expect((await downloading).suggestedFilename()).toBe(damaged);

  await expectEscapeToClose(page, dialog, opener);
});

test('a long PDF draws its pages as they are scrolled to, not all at once', async ({ page }) => {
  const long = 'Long CV.pdf';
  await uploadToTheApplication(page, aPdf(long, longPdf(20)));

  await previewButton(page, long).click();
  const dialog = page.getByRole('dialog', { name: long });
  await expect(dialog.getByText('Text of page 1', { exact: true })).toBeVisible();
  const last = dialog.getByRole('region', { name: 'Page 20 of 20' });
  await expect(last).toBeAttached();
  await expect(last.getByText('Text of page 20')).toHaveCount(0);
  await expect(last.locator('canvas')).toHaveJSProperty('width', 0);

  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('region', { name: `Pages of ${long}` })).toBeFocused();
  await page.keyboard.press('End');
  await expect(last.getByText('Text of page 20')).toBeVisible();
  await expect(last.locator('canvas')).not.toHaveJSProperty('width', 0);
});
