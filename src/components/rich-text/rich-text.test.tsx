import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import {
  CLOBBER_NAME,
  EVIL_HOST,
  findDangerousMarkup,
  XSS_PAYLOADS,
} from '../../../e2e/support/xss-payloads';
import { RichText } from './rich-text';
import { CORPUS_INPUTS, NASTY_NESTINGS, ORDINARY_ADS, TAG_SOUP } from '@/testing/rich-html';

// What the page shows, not only what the sanitiser returns: every payload of the public corpus,
// inside an employer's ordinary markup and a table (where React is strictest about children),
// renders with nothing that can run, load by itself or clobber, and without a React warning (the test
// setup fails on console.error).
const inAnAd = (payload: string) =>
  `<h2>About the role</h2><p>${payload}</p><table> <tr> <td>${payload}</td> </tr> </table>`;

test.each(XSS_PAYLOADS.map(({ source, payload }) => [source, payload]))(
  '%s: %s',
  (_source, payload) => {
    const { container } = render(<RichText html={inAnAd(payload)} />);
    expect(findDangerousMarkup(container, CLOBBER_NAME)).toEqual([]);
    expect(container.innerHTML).not.toMatch(
      new RegExp(`(src|data|background)="https?://${EVIL_HOST}`),
    );
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- attributes left in the markup have no role or text to query by
    expect(container.querySelector('[style], [class]:not(.rich-text), [id], [name]')).toBeNull();
  },
);

test('an ordinary ad keeps its structure, its table and its links, as elements', () => {
  const { container } = render(
    <RichText
      className="extra"
      html={
        '<h2>Om tjänsten</h2><p>Vi söker en <strong>utvecklare</strong> &lt;senior&gt;.</p>' +
        '<table><tr><th scope="col">Lön</th><td colspan="2">Enligt avtal</td></tr></table>' +
        '<p><a href=" https://nordvik.example/benefits ">Förmåner</a> <a href="mailto:hr@nordvik.example">Mejla</a></p>'
      }
    />,
  );
  // eslint-disable-next-line testing-library/no-node-access -- the wrapper, a plain div, has no role
  expect(container.firstElementChild).toHaveClass('rich-text', 'extra');
  expect(screen.getByRole('heading', { level: 2, name: 'Om tjänsten' })).toBeInTheDocument();
  expect(screen.getAllByRole('paragraph')[0]).toHaveTextContent('Vi söker en utvecklare <senior>.');
  expect(screen.getByRole('cell', { name: 'Enligt avtal' })).toHaveAttribute('colspan', '2');
  expect(screen.getByRole('columnheader', { name: 'Lön' })).toHaveAttribute('scope', 'col');
  const web = screen.getByRole('link', { name: 'Förmåner' });
  const mail = screen.getByRole('link', { name: 'Mejla' });
  expect(web).toHaveAttribute('href', 'https://nordvik.example/benefits');
  expect(web).toHaveAttribute('target', '_blank');
  expect(web).toHaveAttribute('rel', 'noopener noreferrer');
  expect(mail).not.toHaveAttribute('target');
  expect(mail).toHaveAttribute('rel', 'noopener noreferrer');
});

test('an ad in a language written right to left reads from the right; one in Swedish does not', () => {
  const { container, rerender } = render(<RichText html="<p>نبحث عن مطور</p>" lang="ar" />);
  // eslint-disable-next-line testing-library/no-node-access -- the wrapper, a plain div, has no role
  const wrapper = () => container.firstElementChild;
  expect(wrapper()).toHaveAttribute('dir', 'rtl');
  expect(wrapper()).toHaveAttribute('lang', 'ar');
  rerender(<RichText html="<p>Vi söker en utvecklare</p>" lang="sv" />);
  expect(wrapper()).toHaveAttribute('lang', 'sv');
  expect(wrapper()).not.toHaveAttribute('dir');
});

test('markup written as text stays text', () => {
  render(<RichText html={'<p>&lt;img src=x onerror=alert(1)&gt;</p>'} />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByRole('paragraph')).toHaveTextContent('<img src=x onerror=alert(1)>');
});

// The edge renders the page on the server (react-dom/server, no DOM) and the page hydrates it: the
// markup a parser builds from the server's HTML must be the tree React expects, for any input.
test.each([...CORPUS_INPUTS, ...NASTY_NESTINGS, ...ORDINARY_ADS, ...TAG_SOUP])(
  'the server markup hydrates without a mismatch: %s',
  async (html) => {
    const reported: unknown[] = [];
    const report = (...args: unknown[]) => void reported.push(args);
    vi.spyOn(console, 'error').mockImplementation(report);
    vi.spyOn(console, 'warn').mockImplementation(report);
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(<RichText html={html} lang="sv" />);
    const parsed = host.innerHTML;
    const root = await act(async () =>
      hydrateRoot(host, <RichText html={html} lang="sv" />, { onRecoverableError: report }),
    );
    expect(reported).toEqual([]);
    expect(host.innerHTML).toBe(parsed);
    act(() => root.unmount());
    host.remove();
  },
);
