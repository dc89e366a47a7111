import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { LANGUAGES, prepare, ready, tr, type Language } from './support/screens';

/**
 * axe (WCAG 2.2 AA tags) on every state of the job alerts page, in all four languages:
 * anonymous form with errors, the candidate's list, the open place list and its no-result
 * text, the delete confirmation, the confirmed link and an invalid link.
 */
interface State {
  name: string;
  loggedIn?: boolean;
  open: (page: Page, language: Language) => Promise<Locator | void>;
}

const STATES: State[] = [
  {
    name: 'anonymous form with an error',
    open: async (page, language) => {
      await page.goto('/subscription');
      await ready(page);
      await page.getByRole('button', { name: tr(language, 'subscriptions.create') }).click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    },
  },
  {
    name: "the candidate's alerts with the place list open",
    loggedIn: true,
    open: async (page, language) => {
      await page.goto('/subscription');
      await ready(page);
      const place = page.getByRole('combobox', {
        name: tr(language, 'subscriptions.criteria.location'),
        exact: true,
      });
      await place.pressSequentially('Gö');
      await expect(place).toHaveAttribute('aria-expanded', 'true');
      await place.press('ArrowDown');
    },
  },
  {
    name: 'a place with no result',
    open: async (page, language) => {
      await page.goto('/subscription');
      await ready(page);
      await page
        .getByRole('combobox', {
          name: tr(language, 'subscriptions.criteria.location'),
          exact: true,
        })
        .pressSequentially('Qqqzz');
      await expect(page.getByText(tr(language, 'subscriptions.city.noResult'))).toBeVisible();
    },
  },
  {
    name: 'the delete confirmation',
    loggedIn: true,
    open: async (page, language) => {
      await page.goto('/subscription');
      await ready(page);
      await page
        .getByRole('button', { name: tr(language, 'subscriptions.delete'), exact: false })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'the emailed link, managed',
    open: async (page) => {
      await page.goto('/subscription?token=demo-subscription-token-1');
      await ready(page);
      await expect(page.getByRole('article')).toBeVisible();
    },
  },
  {
    name: 'an invalid link',
    open: async (page) => {
      await page.goto('/subscription?token=nope');
      await ready(page);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    },
  },
];

for (const state of STATES) {
  test.describe(`job alerts: ${state.name}`, () => {
    for (const language of LANGUAGES) {
      test(`${language.code}: no WCAG 2.2 AA violations`, async ({
        page,
        context,
        baseURL,
        problems,
      }) => {
        problems.allow(/status of 404/);
        await prepare({ context, language, origin: baseURL! }, { loggedIn: state.loggedIn });
        const dialog = await state.open(page, language);
        await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
        await expectNoAxeViolations(page);
        if (dialog) await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      });
    }
  });
}
