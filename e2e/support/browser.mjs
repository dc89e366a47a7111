/* global document, NodeFilter -- in code run by the page */
// Plain JavaScript: playwright.config.ts, the specs and scripts/screenshots.mjs (run by Node as
// it is) share it.

/** Debian's Chromium, as every test and the screenshots launch it; no browser is downloaded. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Text at this many times the browser's default size, as a person sets it in the browser's
 * settings (not zoom: the window keeps its width in CSS pixels, and em-based media queries move).
 */
export async function setTextSize(page, factor) {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round(16 * factor), fixed: Math.round(13 * factor) },
  });
}

/**
 * Words split across two lines without a hyphen ("Ledige stillinge|r") in the elements matching
 * `selector`: each character's box is measured with a Range, and a word whose characters sit on
 * two lines is split, unless the line ends at a hyphen in the text ("e-|post"). An email address
 * or a web address (they have no other way to break) does not count. Returns "word (tag)" items.
 */
export function splitWords(page, selector) {
  return page.evaluate((selector) => {
    const split = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          if (/[@/]/.test(match[0])) continue;
          const range = document.createRange();
          let lineTop = null;
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
              !/[-\u00ad‐]/.test(text[at - 1])
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
