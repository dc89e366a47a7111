import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { inboxEntry } from './support/demo';
import { fetchJobs } from './support/jobs';
import { LANGUAGES, type LanguageCode } from './support/languages';
import { prepareVisit } from './support/session';

/**
 * The privacy notice and the terms: pages of their own in the demo, linked
 * from the footer, the apply form's consent and registration's terms and candidate-bank boxes
 * (settings' links: candidate-settings-flow). Links inside a form open in a new tab, so that
 * nothing typed is lost.
 */

/** The demo's employer with a privacy notice of its own (src/mocks/data/companies.ts). */
const EMPLOYER_WITH_NOTICE = {
  id: 'fjordlys-energi',
  name: 'Fjordlys Energi',
  notice: 'https://fjordlys-energi.example.com/personvern',
};

/** The two texts' titles and first headings, as each language has them (their scans: a11y-axe). */
const TEXTS: Record<LanguageCode, { privacy: string; terms: string; first: string }> = {
  sv: { privacy: 'Integritetspolicy', terms: 'Användarvillkor', first: 'Om den här texten' },
  en: { privacy: 'Privacy notice', terms: 'Terms of use', first: 'About this text' },
  no: { privacy: 'Personvernerklæring', terms: 'Brukervilkår', first: 'Om denne teksten' },
  dk: { privacy: 'Privatlivspolitik', terms: 'Brugervilkår', first: 'Om denne tekst' },
};

const newTab = (text: string) => `${text} (opens in a new tab)`;

/** An open job's page, of an employer with its own notice or of one without. */
async function openJobOf(page: Page, employerNotice: boolean) {
  await openPage(page, '/');
  const result = await fetchJobs(
    page,
    employerNotice ? `company=${EMPLOYER_WITH_NOTICE.id}&pageSize=100` : 'pageSize=100',
  );
  const job = result.items.find(
    (item) =>
      (item.company.id === EMPLOYER_WITH_NOTICE.id) === employerNotice &&
      Date.parse(item.finalApplyDate) > Date.now() + 86_400_000,
  );
  if (!job) throw new Error('No open job for this test in the demo catalogue');
  await openPage(page, `/job/${job.slug}`);
  await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeVisible();
}

/** Follows a link that opens a new tab; the new tab, once its page has a main heading. */
async function followToNewTab(page: Page, link: ReturnType<Page['getByRole']>) {
  const opening = page.context().waitForEvent('page');
  await link.click();
  const tab = await opening;
  await tab.getByRole('heading', { level: 1 }).waitFor();
  return tab;
}

test.describe('as a visitor', () => {
  test.beforeEach(async ({ context }) => {
    await prepareVisit(context);
  });

  test('the footer links the privacy notice and the terms, each a page of its own', async ({
    page,
  }) => {
    await openPage(page, '/');
    const footer = page.getByRole('navigation', { name: 'About the portal' });
    await footer.getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page).toHaveTitle(/^Privacy notice/);
    // The demo's text says that it is a sample, first thing.
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('About this text');
    await expect(page.getByText(/This is the demo portal’s sample privacy notice/)).toBeVisible();

    await footer.getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page.getByText(/These are the demo portal’s sample terms of use/)).toBeVisible();
  });

  test('the apply form’s consent links the terms and the privacy notice in a new tab; the form stays as it was', async ({
    page,
  }) => {
    await openJobOf(page, false);
    await page.getByRole('textbox', { name: /First name/ }).fill('Astrid');
    const consent = page.getByRole('checkbox', { name: /I accept the terms/ });
    const notice = page.getByRole('link', { name: newTab('Privacy notice'), exact: true });
    await expect(notice).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: newTab('Terms of use') })).toHaveAttribute(
      'href',
      '/terms',
    );

    const tab = await followToNewTab(page, notice);
    await expect(tab).toHaveURL(/\/privacy$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await tab.close();

    // Following the link neither ticked the box nor lost what was typed.
    await expect(consent).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Astrid');
  });

  test('on the job of an employer with its own privacy notice, the consent links that one', async ({
    page,
  }) => {
    await openJobOf(page, true);
    const notice = page.getByRole('link', {
      name: newTab(`Privacy notice from ${EMPLOYER_WITH_NOTICE.name}`),
    });
    await expect(notice).toHaveAttribute('href', EMPLOYER_WITH_NOTICE.notice);
    await expect(notice).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(notice).toHaveAttribute('target', '_blank');
    // The footer stays the portal's own.
    await expect(
      page
        .getByRole('navigation', { name: 'About the portal' })
        .getByRole('link', { name: 'Privacy notice' }),
    ).toHaveAttribute('href', '/privacy');
  });

  test('registration links the terms at its terms box and the notice at the candidate-bank box, without losing what was typed', async ({
    page,
  }) => {
    const email = `terms.${Date.now()}@example.com`;
    await openPage(page, '/?auth=create-account');
    const dialog = page.getByRole('dialog', { name: 'Create account', exact: true });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await (
      await inboxEntry(page, 'Confirm your email address', email)
    )
      .getByRole('link', { name: 'Open link' })
      .click();

    await dialog.getByLabel('First name').fill('Nora');
    const termsBox = dialog.getByRole('checkbox', { name: 'I accept the terms of use' });
    const bankBox = dialog.getByRole('checkbox', { name: /candidate bank/ });
    const terms = dialog.getByRole('link', { name: newTab('Terms of use') });
    const notice = dialog.getByRole('link', { name: newTab('Privacy notice') });
    // Each link is beside its box and describes it; clicking it does not tick the box.
    await expect(termsBox).toHaveAccessibleDescription(newTab('Terms of use'));
    await expect(bankBox).toHaveAccessibleDescription(newTab('Privacy notice'));

    let tab = await followToNewTab(page, terms);
    await expect(tab.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await tab.close();
    tab = await followToNewTab(page, notice);
    await expect(tab.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await tab.close();

    await expect(termsBox).not.toBeChecked();
    await expect(bankBox).not.toBeChecked();
    await expect(dialog.getByLabel('First name')).toHaveValue('Nora');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
  });

  test('both texts read in each language, with no sideways scrolling at 320 px', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const language of LANGUAGES) {
      await prepareVisit(context, { language });
      const texts = TEXTS[language.code];
      for (const [path, title] of [
        ['/privacy', texts.privacy],
        ['/terms', texts.terms],
      ] as const) {
        await openPage(page, path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(texts.first);
        await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} in ${language.locale}`,
        ).toBeLessThanOrEqual(320);
      }
    }
  });
});
