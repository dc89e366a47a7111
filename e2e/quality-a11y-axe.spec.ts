import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { LANGUAGES, prepare, SCREEN_STATES } from './support/screens';

/**
 * axe-core with the WCAG 2.2 AA tags on every screen state (support/screens.ts), in all four
 * languages, with zero violations, against the demo build. Pages switch language in place with
 * the header's language menu (the state, errors included, stays and is re-translated); dialogs
 * (header inert) and the bare layout (no language menu) are opened afresh for each language.
 * Every language is scanned even when an earlier one fails.
 */
const PHONE = { width: 390, height: 844 };

for (const state of SCREEN_STATES) {
  test.describe(() => {
    if (state.mobile) test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
    test(`${state.name}: no WCAG 2.2 AA violations in sv, en, no and dk`, async ({
      page,
      context,
      baseURL,
      problems,
    }) => {
      test.setTimeout(state.reopen ? 120_000 : 60_000);
      problems.allow(
        /Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_FAILED)/,
      );
      // The demo API's own worker: msw's start() calls registration.update() without handling
      // its rejection, and Chromium now and then rejects that update check when the page has just
      // been opened again (seen with the session-ended state). Demo build only, no portal code.
      problems.allow(/Failed to update a ServiceWorker .*mockServiceWorker\.js/);
      const origin = baseURL!;
      await prepare(
        { context, language: LANGUAGES[0], origin },
        { consent: state.consent ?? true, loggedIn: state.loggedIn },
      );
      for (const [index, language] of LANGUAGES.entries()) {
        if (index === 0 || state.reopen) {
          await prepare(
            { context, language, origin },
            { consent: state.consent ?? true, loggedIn: state.loggedIn },
          );
          await state.open({ page, context, language, origin });
        } else {
          await page.getByRole('banner').getByRole('combobox').selectOption(language.locale);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
        await expectNoAxeViolations(page, { soft: true, label: language.code });
      }
    });
  });
}
