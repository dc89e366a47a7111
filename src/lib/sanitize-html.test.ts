import { describe, expect, test } from 'vitest';
import { sanitizedTree, sanitizeHtml } from './sanitize-html';

const parse = (html: string) => {
  // A detached element of this document: what the page itself would build from the HTML.
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

describe('sanitizeHtml', () => {
  test('keeps the structure of an ordinary ad', () => {
    const clean = sanitizeHtml(
      '<h2>Om tjänsten</h2><p>Vi söker en <strong>utvecklare</strong>.</p><ul><li>React</li><li>TypeScript</li></ul>',
    );
    expect(clean).toBe(
      '<h2>Om tjänsten</h2><p>Vi söker en <strong>utvecklare</strong>.</p><ul><li>React</li><li>TypeScript</li></ul>',
    );
  });

  test('removes scripts with their content, and every event handler', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><svg onload="alert(3)"><circle/></svg><body onload="alert(4)">',
    );
    expect(clean).not.toMatch(/script|alert|onerror|onload|onclick|<img|<svg/i);
    expect(parse(clean).textContent).toBe('Hi');
  });

  test('removes javascript:, data: and vbscript: links, keeping the link text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'java&#x09;script:alert(1)',
    ]) {
      const clean = sanitizeHtml(`<a href="${href}">Apply</a>`);
      const link = parse(clean).querySelector('a');
      expect(link?.getAttribute('href') ?? null).toBeNull();
      expect(parse(clean).textContent).toBe('Apply');
    }
  });

  test('web links open in a new tab without opener or referrer; mail links stay in place', () => {
    const content = parse(
      sanitizeHtml(
        '<a href="https://example.com/jobs" target="_self" rel="opener">Site</a> <a href="mailto:hr@example.com">Mail</a>',
      ),
    );
    const [web, mail] = Array.from(content.querySelectorAll('a'));
    expect(web).toHaveAttribute('href', 'https://example.com/jobs');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mail).toHaveAttribute('href', 'mailto:hr@example.com');
    expect(mail).not.toHaveAttribute('target');
    expect(mail).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('drops style, class, id and name attributes (no restyling, no DOM clobbering)', () => {
    const clean = sanitizeHtml(
      '<p style="position:fixed;inset:0" class="skeleton" id="main" name="cookie">Text</p><a id="location" name="forms" href="https://a.example">x</a>',
    );
    expect(clean).not.toMatch(/style=|class=|id=|name=/);
    expect(clean).toContain('<p>Text</p>');
  });

  test('drops forms, inputs, buttons, frames, objects, style sheets and the page-level h1', () => {
    const clean = sanitizeHtml(
      '<form action="https://evil.example"><input name="password" value="x"><button>Send</button></form><iframe src="https://evil.example"></iframe><object data="x.swf"></object><style>body{display:none}</style><h1>Big</h1><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example">',
    );
    expect(clean).not.toMatch(
      /<form|<input|<button|<iframe|<object|<style|<h1|<meta|<base|display:none/i,
    );
    expect(parse(clean).textContent).toBe('Big');
  });

  test('mutation-XSS payloads come out inert', () => {
    const payloads = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
    ];
    for (const payload of payloads) {
      const content = parse(sanitizeHtml(payload));
      const all = Array.from(content.querySelectorAll('*'));
      expect(
        all.some((el) => el.tagName === 'IMG' || el.tagName === 'SCRIPT' || el.tagName === 'STYLE'),
      ).toBe(false);
      expect(
        all.some((el) => Array.from(el.attributes).some((attr) => attr.name.startsWith('on'))),
      ).toBe(false);
    }
  });

  test.each([
    ['empty input stays empty', '', ''],
    ['plain text is escaped', '5 < 6 & "quotes"', '5 &lt; 6 &amp; &quot;quotes&quot;'],
    [
      'the text a candidate reads is never rewritten, also where it looks like an attribute',
      '<p>Dress code: style = smart casual; onsite=yes</p>',
      '<p>Dress code: style = smart casual; onsite=yes</p>',
    ],
    [
      'language, direction and table structure are kept',
      '<p dir="rtl" lang="ar">نص</p><table><tr><th scope="col" abbr="Sal">Salary</th><td colspan="2" rowspan="2">x</td></tr></table>',
      '<p dir="rtl" lang="ar">نص</p><table><tbody><tr><th scope="col" abbr="Sal">Salary</th><td colspan="2" rowspan="2">x</td></tr></tbody></table>',
    ],
    [
      'a Word paste loses its style sheet and base before anything parses them',
      '<style>p.MsoNormal{margin:0}</style><base href="https://evil.example/"><link rel="stylesheet" href="x.css"><p>Hello</p>',
      '<p>Hello</p>',
    ],
    // What is left is a tree the page itself would parse, whatever was taken out between.
    [
      'a table taken out of a paragraph closes it',
      '<p>Intro<marquee><table><tr><td>x</td></tr></table></marquee></p>',
      '<p>Intro</p><table><tbody><tr><td>x</td></tr></tbody></table><p></p>',
    ],
    [
      'a list item taken out of an aside becomes the list’s own',
      '<ul><li>One<aside><li>Two</li></aside></li></ul>',
      '<ul><li>One</li><li>Two</li></ul>',
    ],
  ])('%s', (_case, html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });

  test('the tree: text, and kept elements with their kept attributes, decoded', () => {
    expect(
      sanitizedTree(
        '<p title="Tom &amp; Co" class="x">Hej <a href="https://a.example">du</a></p>!',
      ),
    ).toEqual([
      {
        tag: 'p',
        attributes: { title: 'Tom & Co' },
        children: [
          'Hej ',
          {
            tag: 'a',
            attributes: { href: 'https://a.example', target: '_blank', rel: 'noopener noreferrer' },
            children: ['du'],
          },
        ],
      },
      '!',
    ]);
  });

  test('nesting as a parser builds it: blocks close a p, items close items, headings and links do not nest', () => {
    expect(sanitizeHtml('<p>a<ul><li>b<li>c</ul>d</p>')).toBe(
      '<p>a</p><ul><li>b</li><li>c</li></ul>d<p></p>',
    );
    expect(sanitizeHtml('<dl><dt>a<dd>b<dt>c</dl>')).toBe(
      '<dl><dt>a</dt><dd>b</dd><dt>c</dt></dl>',
    );
    expect(sanitizeHtml('<h2>a<h3>b</h3>')).toBe('<h2>a</h2><h3>b</h3>');
    expect(sanitizeHtml('<a href="tel:1">a<a href="tel:2">b</a>')).toBe(
      '<a href="tel:1" rel="noopener noreferrer">a</a><a href="tel:2" rel="noopener noreferrer">b</a>',
    );
    // A misnested end tag closes what it reaches; formatting is not reopened after it.
    expect(sanitizeHtml('<b><i>a</b>b</i>')).toBe('<b><i>a</i></b>b');
    expect(sanitizeHtml('</li>a</div><br></br>')).toBe('a<br><br>');
  });

  test('tables: missing sections and rows are added, other tags ignored, text moved before the table', () => {
    expect(sanitizeHtml('<table> <td>a</td> Note <tr><div>b</div><th>c</table>')).toBe(
      ' Note b<table><tbody><tr><td>a</td></tr><tr><th>c</th></tr></tbody></table>',
    );
    expect(sanitizeHtml('<td>a</td><tr><td>b')).toBe('ab');
    expect(sanitizeHtml('<table><tr><td>a<caption>b</table>')).toBe(
      '<table><tbody><tr><td>a</td></tr></tbody><caption>b</caption></table>',
    );
  });

  test('character references are read as a parser reads them', () => {
    expect(
      sanitizedTree('<p>&auml;&Aring; &amp &hellip; &#150; &#x1F600; &#0; &nosuch; &copy2024</p>'),
    ).toEqual([{ tag: 'p', attributes: {}, children: ['äÅ & … – 😀 \ufffd &nosuch; ©2024'] }]);
    // In an address, a name followed by `=` is not a reference.
    expect(sanitizedTree('<a href="https://a.example/?x=1&copy=2&amp;y=3">a</a>')).toEqual([
      {
        tag: 'a',
        attributes: {
          href: 'https://a.example/?x=1&copy=2&y=3',
          target: '_blank',
          rel: 'noopener noreferrer',
        },
        children: ['a'],
      },
    ]);
  });

  test('a pre never starts with a line feed, which a parser would drop', () => {
    expect(sanitizeHtml('<pre>\n\ncode\n</pre>')).toBe('<pre>code\n</pre>');
  });
});
