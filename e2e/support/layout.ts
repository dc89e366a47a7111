import type { Page } from '@playwright/test';

/**
 * Words split across two lines without a hyphen ("Ledige stillinge|r") in the elements matching
 * `selector`: each character's box is measured with a Range, and a word whose characters sit on
 * two lines is split, unless the line ends at a hyphen in the text ("e-|post"). An email address
 * or a web address (they have no other way to break) does not count. Returns "word (tag)" items.
 */
export function splitWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const split: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          if (/[@/]/.test(match[0])) continue;
          const range = document.createRange();
          let lineTop: number | null = null;
          for (let at = match.index; at < match.index + match[0].length; at += 1) {
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            // The last box: the first letter after a soft hyphen's break also reports the
            // hyphen's box at the end of the line above.
            const box = [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1);
            if (!box) continue;
            if (
              lineTop !== null &&
              Math.abs(box.top - lineTop) > 2 &&
              !/[-\u00ad‐]/.test(text[at - 1]!)
            ) {
              split.push(`${match[0]} (${element.tagName.toLowerCase()})`);
              break;
            }
            lineTop = box.top;
          }
        }
      }
    }
    return [...new Set(split)];
  }, selector);
}

/**
 * Text at this many times the browser's default size, as a person sets it in the browser's
 * settings (not zoom: the window keeps its width in CSS pixels, and em-based media queries move).
 */
export async function setTextSize(page: Page, factor: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round(16 * factor), fixed: Math.round(13 * factor) },
  });
}

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
 * Starts noting every focused element that ends up partly under the sticky site header (the
 * header's own controls, and an element drawn above it such as the skip link, do not count), once
 * the browser has scrolled it into view. Call after each page load; read with `focusUnderHeader`.
 */
export function watchFocusUnderHeader(page: Page): Promise<void> {
  return page.evaluate(() => {
    const noted: string[] = [];
    (window as unknown as { focusUnderHeader: string[] }).focusUnderHeader = noted;
    document.addEventListener('focusin', () =>
      requestAnimationFrame(() => {
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
      }),
    );
  });
}

/** What `watchFocusUnderHeader` noted since the page loaded. */
export function focusUnderHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...((window as unknown as { focusUnderHeader?: string[] }).focusUnderHeader ?? []),
  ]);
}
