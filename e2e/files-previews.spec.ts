import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITABLE_APPLICATION } from './support/demo';
import { aPdf, countUploads, filesRegion, uploadFile } from './support/files';
import { openPortal } from './support/session';

/** A second CV asks first (a PDF's preview: files-pdf-preview.spec.ts). */

const APPLICATION_PAGE = `/application/${EDITABLE_APPLICATION}/application`;
const SEEDED_CV = 'Alva Lindqvist CV.pdf';
const fileRow = (files: Locator, name: string) =>
  files.getByRole('listitem').filter({ hasText: name });

test('a second CV asks "Replace your CV?" naming both files, and replaces only on yes', async ({
  page,
}) => {
  await openPortal(page, APPLICATION_PAGE, { loggedIn: true });
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
  await uploadFile(page, aPdf('New CV.pdf'), { as: 'CV' });
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
  await uploadFile(page, aPdf('Reference letter.pdf'));
  await expect(fileRow(files, 'Reference letter.pdf')).toContainText('Attachment');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(fileRow(filesRegion(page), 'New CV.pdf')).toBeVisible();
  await expect(fileRow(filesRegion(page), 'Reference letter.pdf')).toBeVisible();
  await expect(fileRow(filesRegion(page), SEEDED_CV)).toHaveCount(0);
});
