import { test as base, expect, type Page } from '@playwright/test';

const CSP_PREFIX = '[securitypolicyviolation]';

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
}

/**
 * Every test's page records console errors and uncaught exceptions; a test fails when any
 * appeared, unless it declares them expected with `problems.allow(pattern)`.
 */
export const test = base.extend<{ problems: PageProblems & { allow: (pattern: RegExp) => void } }>({
  problems: [
    async ({ context, page }, use) => {
      const allowed: RegExp[] = [];
      const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
      // The served build carries the CSP of dist/_headers; a violation is a defect that no test
      // may allow, so it is reported on its own channel, from every page the test opens.
      const cspViolations: string[] = [];
      await context.addInitScript((prefix) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      }, CSP_PREFIX);
      const watchCsp = (watched: Page) =>
        watched.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith(CSP_PREFIX))
            cspViolations.push(message.text());
        });
      watchCsp(page);
      context.on('page', watchCsp);
      page.on('console', (message) => {
        if (message.type() !== 'error' || message.text().startsWith(CSP_PREFIX)) return;
        // "Failed to load resource" names no address; its location does, so a failure says which.
        const { url } = message.location();
        problems.consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
      });
      page.on('pageerror', (error) => problems.pageErrors.push(String(error)));
      await use({ ...problems, allow: (pattern) => allowed.push(pattern) });
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
      const unexpected = [...problems.consoleErrors, ...problems.pageErrors].filter(
        (text) => !allowed.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, 'console errors or uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a URL and waits until the app has rendered its first heading. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
