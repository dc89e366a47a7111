import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { LANGUAGES, prepare, ready, tr, type Language } from './support/screens';

/**
 * axe (WCAG 2.2 AA tags) on the settings page and each of its dialogs, logged in as the demo
 * candidate, in all four languages.
 */
interface State {
  name: string;
  open: (page: Page, language: Language) => Promise<boolean>;
}

async function openSettings(page: Page) {
  await page.goto('/user/settings');
  await ready(page);
}

const STATES: State[] = [
  {
    name: 'the page, with a profile error',
    open: async (page, language) => {
      await openSettings(page);
      await page.getByLabel(tr(language, 'settings.profile.phone')).fill('123');
      await page.getByRole('button', { name: tr(language, 'settings.profile.save') }).click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
      return false;
    },
  },
  {
    name: 'the authenticator app setup with a wrong code',
    open: async (page, language) => {
      await openSettings(page);
      await page.getByRole('button', { name: tr(language, 'settings.tfa.switchToTotp') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img')).toBeVisible();
      await dialog.getByLabel(tr(language, 'settings.tfa.codeFromApp')).fill('000000');
      await dialog.getByRole('button', { name: tr(language, 'settings.tfa.confirm') }).click();
      await expect(dialog.getByText(tr(language, 'validation.invalidCode'))).toBeVisible();
      return true;
    },
  },
  {
    name: 'the terms, followed from settings',
    open: async (page, language) => {
      await openSettings(page);
      await page
        .getByRole('region', { name: tr(language, 'settings.sections.terms') })
        .getByRole('link', { name: tr(language, 'nav.terms') })
        .click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      return false;
    },
  },
  {
    name: 'the delete confirmation with an error',
    open: async (page, language) => {
      await openSettings(page);
      await page.getByRole('button', { name: tr(language, 'privacy.delete.open') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: tr(language, 'privacy.delete.confirm') }).click();
      await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(1);
      return true;
    },
  },
];

for (const state of STATES) {
  test.describe(`settings: ${state.name}`, () => {
    for (const language of LANGUAGES) {
      test(`${language.code}: no WCAG 2.2 AA violations`, async ({
        page,
        context,
        baseURL,
        problems,
      }) => {
        problems.allow(/status of 400/);
        await prepare({ context, language, origin: baseURL! }, { loggedIn: true });
        const isDialog = await state.open(page, language);
        await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
        await expectNoAxeViolations(page);
        if (isDialog) await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      });
    }
  });
}
