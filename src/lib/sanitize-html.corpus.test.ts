import { expect, test } from 'vitest';
import {
  CLOBBER_NAME,
  EVIL_HOST,
  findDangerousMarkup,
  XSS_PAYLOADS,
} from '../../e2e/support/xss-payloads';
import { sanitizedTree, sanitizeHtml } from './sanitize-html';
import {
  CORPUS_INPUTS,
  corpusTests,
  NASTY_NESTINGS,
  ORDINARY_ADS,
  parsedTree,
  TAG_SOUP,
} from '@/testing/rich-html';

// The public corpus of e2e/support/xss-payloads.ts, alone and wrapped in an employer's ordinary
// markup: nothing that can run, reach another host or clobber the DOM survives. The same checks
// run without a DOM in sanitize-html.corpus.node.test.ts, against the same output.
corpusTests();

const parsed = (html: string) => {
  // A detached element of this (standards mode) document: what the page builds from the HTML.
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};

test(`the corpus has at least 40 payloads from public sources`, () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
});

test.each(CORPUS_INPUTS)('nothing dangerous once the page parses it: %s', (input) => {
  const container = parsed(sanitizeHtml(input));
  expect(findDangerousMarkup(container, CLOBBER_NAME)).toEqual([]);
  expect(container.innerHTML).not.toMatch(
    new RegExp(`(src|data|background)="https?://${EVIL_HOST}`),
  );
  expect(
    container.querySelector('[style], [class], [id], [name], img, svg, math, form, input, button'),
  ).toBeNull();
  for (const link of Array.from(container.querySelectorAll('a[href]'))) {
    expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|tel:)/i);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  }
});

// React writes the tree as HTML on the server and the browser parses it before hydrating: the
// tree must be exactly what a parser builds from it, or hydration finds another tree.
test.each([...CORPUS_INPUTS, ...NASTY_NESTINGS, ...ORDINARY_ADS, ...TAG_SOUP])(
  'a parser builds the same tree from the tree written out: %s',
  (input) => {
    expect(document.compatMode).toBe('CSS1Compat');
    const tree = sanitizedTree(input);
    expect(parsedTree(parsed(sanitizeHtml(input)))).toEqual(tree);
  },
);

// A tag ends at a `>` outside quoted attribute values, as the HTML tokenizer ends it: read
// anywhere else, the rest of a tag (its handler) would be taken for text, or text for a tag.
test.each(XSS_PAYLOADS.filter(({ source }) => source === 'HTML').map(({ payload }) => payload))(
  'tags end where the browser ends them, so the text is the same: %s',
  (input) => {
    expect(parsed(sanitizeHtml(input)).textContent).toBe(parsed(input).textContent);
  },
);

test('the detector is not blind: unsanitised, nearly every payload is flagged', () => {
  const flagged = XSS_PAYLOADS.filter(
    ({ payload }) => findDangerousMarkup(parsed(payload), CLOBBER_NAME).length > 0,
  );
  expect(flagged.length).toBeGreaterThanOrEqual(40);
});

test('ordinary employer markup keeps its structure and its links', () => {
  const container = parsed(
    sanitizeHtml(
      '<h2>Role</h2><p>We <strong>offer</strong> <a href="https://nordvik.example/benefits">benefits</a>.</p><ul><li>A</li></ul>',
    ),
  );
  expect(container.querySelector('h2')?.textContent).toBe('Role');
  expect(container.querySelector('strong')?.textContent).toBe('offer');
  expect(container.querySelector('a')?.getAttribute('href')).toBe(
    'https://nordvik.example/benefits',
  );
  expect(container.querySelectorAll('li')).toHaveLength(1);
});
