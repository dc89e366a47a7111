import { describe, expect, test } from 'vitest';
import {
  CLOBBER_NAME,
  EVIL_HOST,
  findDangerousMarkup,
  XSS_PAYLOADS,
} from '../../e2e/support/xss-payloads';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { sanitizeHtmlAtEdge } from './sanitize';

const atEdge = (dirty: string) => {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtmlAtEdge(dirty).value;
  return container;
};

const contexts = [
  (payload: string) => payload,
  (payload: string) => `<h2>About the role</h2><p>${payload}</p><ul><li>${payload}</li></ul>`,
  (payload: string) =>
    `<table><tr><td>${payload}</td></tr></table><a href="https://example.com">${payload}</a>`,
];

describe('employer HTML at the edge (no DOM there)', () => {
  test.each(XSS_PAYLOADS.map(({ source, payload }) => [source, payload]))(
    'the public corpus: %s: %s',
    (_source, payload) => {
      for (const wrap of contexts) {
        const container = atEdge(wrap(payload));
        expect(findDangerousMarkup(container, CLOBBER_NAME)).toEqual([]);
        expect(container.innerHTML).not.toMatch(
          new RegExp(`(src|data|background)="https?://${EVIL_HOST}`),
        );
        expect(
          container.querySelector(
            '[style], [class], [id], [name], img, svg, math, form, input, button, script, style',
          ),
        ).toBeNull();
        for (const link of Array.from(container.querySelectorAll('a[href]'))) {
          expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|tel:)/i);
          expect(link.getAttribute('rel')).toBe('noopener noreferrer');
        }
      }
    },
  );

  test('addresses are read as the browser reads them before they are checked', () => {
    for (const href of [
      'javascript&colon;alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'jav\tascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '&unknown;javascript:alert(1)',
    ]) {
      expect(atEdge(`<a href="${href}">x</a>`).querySelector('a')?.hasAttribute('href')).toBe(
        false,
      );
    }
    expect(atEdge('<a href="https://a.example/?a=1&amp;b=2">x</a>').querySelector('a')?.href).toBe(
      'https://a.example/?a=1&b=2',
    );
  });

  test('the same ordinary ad as the browser shows: structure, text, links, harmless attributes', () => {
    const ads = [
      '<h2>Role</h2><p>We <strong>offer</strong> <a href="https://nordvik.example/benefits">benefits</a> &amp; more.</p><ul><li>A</li><li>B &lt; C</li></ul>',
      '<p dir="rtl" lang="ar">مرحبا</p><table><thead><tr><th scope="col" abbr="Y">Year</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
      '<p>style = smart casual, onboarding = two weeks</p><p><a href="mailto:hr@nordvik.example">Mail</a> <a href="tel:+4631000">Call</a></p>',
      '<html><head><style>p{color:red}</style><title>Word</title></head><body><p class="MsoNormal" style="margin:0">Pasted <b>bold</b><o:p></o:p></p></body></html>',
    ];
    for (const ad of ads) {
      const browser = document.createElement('div');
      browser.innerHTML = sanitizeHtml(ad);
      expect(atEdge(ad).innerHTML).toBe(browser.innerHTML);
    }
  });

  test('text is never rewritten; raw-text elements go with their content; the output is closed', () => {
    expect(atEdge('<p>a < b > c "d" \'e\' &nbsp; &copy; & f</p>').textContent).toBe(
      'a < b > c "d" \'e\' \u00a0 © & f',
    );
    expect(atEdge('<p>x<script>alert(1)</script><xmp><b>y</b></xmp>z</p>').innerHTML).toBe(
      '<p>xz</p>',
    );
    expect(sanitizeHtmlAtEdge('<ul><li><em>open').value).toBe('<ul><li><em>open</em></li></ul>');
    expect(sanitizeHtmlAtEdge('<p>cut <a href="https://x.example').value).toBe('<p>cut </p>');
  });
});
