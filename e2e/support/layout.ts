import type { Page } from '@playwright/test';

// The layout probes are shared with scripts/screenshots.mjs, which Node runs without a TS step.
export { setTextSize, splitWords } from './browser.mjs';

/**
 * Gives the demo candidate `count` unread recruiter messages (the header's count then has two
 * digits, the longest it usually gets). The demo API keeps its data in the page's storage: call
 * on a page of the portal, then load the page again.
 */
export async function withUnreadMessages(page: Page, count: number): Promise<void> {
  await page.evaluate((count) => {
    const state = JSON.parse(localStorage.getItem('demo-api:state') ?? '{}') as {
      messages: Array<{ id: string; from: string; read: boolean }>;
    };
    const template = state.messages.find((message) => message.from === 'recruiter');
    if (!template) throw new Error('The demo data has no recruiter message');
    for (let index = 0; index < count; index += 1)
      state.messages.push({ ...template, id: `${template.id}-unread-${index}`, read: false });
    localStorage.setItem('demo-api:state', JSON.stringify(state));
  }, count);
}

/**
 * Starts noting every element Tab or Shift+Tab focuses that ends up partly under the sticky site
 * header (the header's own controls, and an element drawn above it such as the skip link, do not
 * count). Each is looked at on the Tab key's key up: its key down has moved the focus and
 * scrolled it into view by then, however quickly the presses follow each other. Call after each
 * page load; read with `takeFocusUnderHeader`.
 */
export function watchFocusUnderHeader(page: Page): Promise<void> {
  return page.evaluate(() => {
    const noted: string[] = [];
    (window as unknown as { focusUnderHeader: string[] }).focusUnderHeader = noted;
    const onTabKeyUp = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focused = document.activeElement as HTMLElement | null;
      const header = document.querySelector('.site-header');
      if (!focused || focused === document.body || !header || header.contains(focused)) return;
      if (getComputedStyle(header).position !== 'sticky') return;
      const box = focused.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      const under = [0.05, 0.5, 0.95].some((fy) =>
        [0.1, 0.5, 0.9].some((fx) => {
          const x = box.left + box.width * fx;
          const y = box.top + box.height * fy;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
          return header.contains(document.elementFromPoint(x, y));
        }),
      );
      if (!under) return;
      const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
      noted.push(
        `${focused.tagName.toLowerCase()} "${name.slice(0, 40)}" at y ${Math.round(box.top)}, header ends at ${Math.round(header.getBoundingClientRect().bottom)}`,
      );
    };
    // Captured on the window: no handler of the page can keep it from the watcher.
    window.addEventListener('keyup', onTabKeyUp, true);
  });
}

/** What `watchFocusUnderHeader` has noted since it was last asked (or the page loaded). */
export function takeFocusUnderHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const noted = (window as unknown as { focusUnderHeader?: string[] }).focusUnderHeader ?? [];
    return noted.splice(0, noted.length);
  });
}

/**
 * From the next page load on, notes the top of the first element matching `selector` on every
 * frame, from the first paint; gives back a reader of what was noted. An element that never moves
 * notes one value.
 */
export async function watchTopOf(page: Page, selector: string): Promise<() => Promise<number[]>> {
  await page.addInitScript((watched) => {
    const tops: number[] = [];
    Object.defineProperty(window, '__watchedTops', { value: tops });
    const sample = () => {
      const element = document.querySelector(watched);
      if (element) tops.push(Math.round(element.getBoundingClientRect().top));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, selector);
  return () =>
    page.evaluate(() => (window as unknown as { __watchedTops: number[] }).__watchedTops);
}
