import { expect, test } from 'vitest';
import {
  CLOBBER_NAME,
  EVIL_HOST,
  findDangerousMarkup,
  XSS_PAYLOADS,
} from '../../e2e/support/xss-payloads';
import { sanitizeHtml } from './sanitize-html';

// The public corpus of e2e/support/xss-payloads.ts, alone and wrapped in an employer's ordinary
// markup: nothing that can run, reach another host or clobber the DOM survives.
const contexts = [
  (payload: string) => payload,
  (payload: string) => `<h2>About the role</h2><p>${payload}</p><ul><li>${payload}</li></ul>`,
  (payload: string) =>
    `<table><tr><td>${payload}</td></tr></table><a href="https://example.com">${payload}</a>`,
];

test(`the corpus has at least 40 payloads from public sources`, () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
});

test.each(XSS_PAYLOADS.map(({ source, payload }) => [source, payload]))(
  '%s: %s',
  (_source, payload) => {
    for (const wrap of contexts) {
      const container = document.createElement('div');
      container.innerHTML = sanitizeHtml(wrap(payload));
      expect(findDangerousMarkup(container, CLOBBER_NAME)).toEqual([]);
      expect(container.innerHTML).not.toMatch(
        new RegExp(`(src|data|background)="https?://${EVIL_HOST}`),
      );
      expect(
        container.querySelector(
          '[style], [class], [id], [name], img, svg, math, form, input, button',
        ),
      ).toBeNull();
      for (const link of Array.from(container.querySelectorAll('a[href]'))) {
        expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|tel:)/i);
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
  },
);

test('the detector is not blind: unsanitised, nearly every payload is flagged', () => {
  const flagged = XSS_PAYLOADS.filter(({ payload }) => {
    const container = document.createElement('div');
    container.innerHTML = payload;
    return findDangerousMarkup(container, CLOBBER_NAME).length > 0;
  });
  expect(flagged.length).toBeGreaterThanOrEqual(40);
});

test('ordinary employer markup keeps its structure and its links', () => {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(
    '<h2>Role</h2><p>We <strong>offer</strong> <a href="https://nordvik.example/benefits">benefits</a>.</p><ul><li>A</li></ul>',
  );
  expect(container.querySelector('h2')?.textContent).toBe('Role');
  expect(container.querySelector('strong')?.textContent).toBe('offer');
  expect(container.querySelector('a')?.getAttribute('href')).toBe(
    'https://nordvik.example/benefits',
  );
  expect(container.querySelectorAll('li')).toHaveLength(1);
});
