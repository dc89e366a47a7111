import { expect, test } from 'vitest';
import { XSS_PAYLOADS } from '../../e2e/support/xss-payloads';
import { sanitizedTree, sanitizeHtml, type RichNode } from '@/lib/sanitize-html';
import { ALLOWED_ATTR, ALLOWED_TAGS, LINK_REL, SAFE_URL } from '@/lib/sanitize-rules';

/** Where an employer's text may hold a payload: alone, in an ordinary ad, in a table and a link. */
const CONTEXTS = [
  (payload: string) => payload,
  (payload: string) => `<h2>About the role</h2><p>${payload}</p><ul><li>${payload}</li></ul>`,
  (payload: string) =>
    `<table><tr><td>${payload}</td></tr></table><a href="https://example.com">${payload}</a>`,
];

/** The public corpus (e2e/support/xss-payloads.ts), each payload in each context. */
export const CORPUS_INPUTS = XSS_PAYLOADS.flatMap(({ payload }) =>
  CONTEXTS.map((wrap) => wrap(payload)),
);

/** Markup a parser rearranges: each one must come out as a tree that a parser keeps as it is. */
export const NASTY_NESTINGS = [
  '<p>a<table><tr><td>b</td></tr></table>c</p>',
  '<p>a<div>b</div>c</p>',
  '<p>a<ul><li>b</ul>c',
  '<p><span>a<h3>b</h3></span></p>',
  '<p>a<p>b<p>c',
  '<p>a<hr>b</p>',
  '<p>a<pre>\n\nb</pre>',
  '<pre>\nfirst</pre><pre>\n\n\nthird</pre><pre><b>\nx</b></pre><pre><x-y>\nz</x-y></pre>',
  '<a href="https://a.example">a<a href="https://b.example">b</a>c</a>',
  '<a href="https://a.example">a<div>b<a href="https://b.example">c</a></div></a>',
  '<a href="https://a.example"><table><tr><td><a href="https://b.example">x</a></td></tr></table></a>',
  '<ul><li>a<li>b<ul><li>c<li>d</ul><li>e</ul>',
  '<li>a<li>b',
  '<ul><li>a<div><li>b</div></ul>',
  '<ul><li>a<span><li>b</span></ul>',
  '<dl><dt>a<dd>b<dt>c<dd>d<dl><dd>e</dl></dl>',
  '<dd>a<div><dt>b</div>',
  '<h2>a<h3>b</h3>c</h2>',
  '<h2><span>a<h3>b</h3></span></h2>',
  '<h2>a</h3>b',
  '<table>text<tr><td>x</td></tr>more</table>',
  '<table> <tr> <td>x</td> </tr> </table>',
  '<table><td>a<td>b<tr><th>c</table>',
  '<table><caption>cap<tr><td>x</td></tr><caption>late</caption></table>',
  '<table><tbody><tr><td>a</td></tr></tbody><thead><tr><th>h</th></tr></thead></table>',
  '<table><tr><td>a<table><tr><td>b</table>c</td></tr></table>',
  '<table><table><tr><td>x</td></tr></table>',
  '<table><tr><p>lost?</p><b>bold</b><td>x</td></tr></table>',
  '<table><tr><td>a</tr></td>b</table>',
  '<td>cell</td><tr>row</tr><tbody>body</tbody><caption>cap</caption>',
  '<div><td>x</td></div>',
  '<b><i>a</b>b</i>c',
  '<b>a<p>b</b>c</p>',
  '<p><b>a</p>b</b>',
  '<span>a<div>b</span>c</div>',
  '<div><p>a</div>b',
  '</p>',
  '<div></p></div><table></p></table>',
  '</li></ul></table></td></a>text',
  '</br>a<br/>b',
  '<b><b><b><b><b>deep</b></b></b></b></b>',
  '<ul><li><em>open',
  '<p>cut <a href="https://x.example',
  '<p>a<!-- c -->b<!---->c<!-->d<!--->e<!-- x --!>f',
  '<p>a<![CDATA[x]]>b<?php echo 1 ?>c<!DOCTYPE html>d</>e</ x>f',
  '<p>a\r\nb\rc\0d\ud800e</p>',
  '<p>&#13;&#10;x&#0;&#x110000;&#xD800;&#150;&#x80;</p>',
  '<p title="a&amp;b &copy=1 &copy &notit; &quot" lang="&#x61;">x</p>',
  '<p>&amp &ampx &notit; &notin; &auml; &Auml &eacute;t&eacute; &hellip; &unknown; &#x26;lt;</p>',
  '<p>a &lt;b&gt; &amp;amp; <b>c</b>&nbsp;</p>',
  '<td colspan="x" rowspan=" 2 ">a</td><table><tr><td colspan="99999" rowspan="3x">b</td></tr></table>',
  '<a href="https://a.example/?a=1&amp;b=2&copy=3">a</a><a href="mailto:x@y.example">b</a><a href="tel:1">c</a><a href="/relative">d</a>',
  '<a href="https://a.example" target="_self" rel="opener" title="t">a</a>',
  '<div>'.repeat(150) + 'deep' + '</div>'.repeat(150),
  '<p>x<button>a<button>b</button>c</button>y<select><option>o</select>z</p>',
  '<p>x<svg><svg></svg>y</svg>z<math><mi>m</mi></math></p>',
  '<button><script>"</button><p>hidden"</script></button>shown',
  '<p>a<textarea><b>b</b></textarea>c<title>t</title>d<plaintext><b>e',
  '<html><head><style>p{}</style><title>Word</title></head><body><p class="MsoNormal">Word <o:p></o:p></p></body></html>',
  '<P>UPPER <STRONG>Case</STRONG> <A HREF="HTTPS://A.EXAMPLE">link</A></P>',
  '<h1>top</h1><h2>a<h1>b</h1></h2>',
  '<blockquote><p>q<blockquote>r</p></blockquote>',
  '<section><article><p>a</section>b</article>',
  '<q>a<cite>b<code>c<pre>d</pre></code></cite></q>',
];

/** Tag soup of kept, dropped and unknown tags, the same on every run (a fixed seed). */
export const TAG_SOUP = (() => {
  const pieces = (
    '<p> </p> <div> </div> <ul> </ul> <ol> <li> </li> <dl> <dt> <dd> </dd> <h2> </h2> <h3> ' +
    '<table> </table> <tbody> </tbody> <thead> <tfoot> <tr> </tr> <td> </td> <th> <caption> ' +
    '</caption> <a> </a> <b> </b> <i> </i> <em> <code> <span> </span> <pre> </pre> <br> </br> ' +
    '<hr> <blockquote> </blockquote> <section> <x-y> </x-y> <button> </button> <svg> </svg> ' +
    '<script>1</script> <!--c--> text &amp; \n'
  ).split(' ');
  pieces.push(' ', '<a href="https://a.example">', '<td colspan="2">');
  let seed = 2026;
  const random = (below: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % below;
  };
  return Array.from({ length: 300 }, () =>
    Array.from({ length: 1 + random(30) }, () => pieces[random(pieces.length)]).join(''),
  );
})();

/** Ordinary ads and the inputs of the sanitiser's own tests. */
export const ORDINARY_ADS = [
  '<h2>Om tjänsten</h2><p>Vi söker en <strong>utvecklare</strong>.</p><ul><li>React</li><li>TypeScript</li></ul>',
  '<h2>Role</h2><p>We <strong>offer</strong> <a href="https://nordvik.example/benefits">benefits</a> &amp; more.</p><ul><li>A</li><li>B &lt; C</li></ul>',
  '<p dir="rtl" lang="ar">مرحبا</p><table><thead><tr><th scope="col" abbr="Y">Year</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
  '<p>style = smart casual, onboarding = two weeks</p><p><a href="mailto:hr@nordvik.example">Mail</a> <a href="tel:+4631000">Call</a></p>',
  '<p>Intro<marquee><table><tr><td>x</td></tr></table></marquee></p>',
  '<ul><li>One<aside><li>Two</li></aside></li></ul>',
  '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><svg onload="alert(3)"><circle/></svg><body onload="alert(4)">',
  '<form action="https://evil.example"><input name="password" value="x"><button>Send</button></form><iframe src="https://evil.example"></iframe><object data="x.swf"></object><style>body{display:none}</style><h1>Big</h1>',
  '<h2>Om tjänsten</h2><p>Vi söker en <strong>utvecklare</strong> &lt;senior&gt;.</p><table><tr><th scope="col">Lön</th><td colspan="2">Enligt avtal</td></tr></table><p><a href=" https://nordvik.example/benefits ">Förmåner</a></p>',
];

/** A parsed element's children in the sanitiser's shape (in a test environment with a DOM). */
export function parsedTree(parent: Node): RichNode[] {
  return Array.from(parent.childNodes).flatMap((node): RichNode[] => {
    if (node.nodeType === Node.TEXT_NODE) return [(node as Text).data];
    if (node.nodeType !== Node.ELEMENT_NODE) return [`<unexpected node ${node.nodeName}>`];
    const element = node as Element;
    const attributes = Object.fromEntries(
      Array.from(element.attributes, ({ name, value }) => [name, value]),
    );
    return [{ tag: element.localName, attributes, children: parsedTree(element) }];
  });
}

/** What in a tree the rules do not allow: an element, an attribute, a link without its rel. */
function disallowed(nodes: RichNode[]): string[] {
  return nodes.flatMap((node) => {
    if (typeof node === 'string') return [];
    const found = ALLOWED_TAGS.includes(node.tag) ? [] : [`<${node.tag}>`];
    for (const name of Object.keys(node.attributes)) {
      const link = node.tag === 'a' && ['target', 'rel'].includes(name);
      if (!ALLOWED_ATTR.includes(name) && !link) found.push(`${node.tag}[${name}]`);
    }
    const { href, rel } = node.attributes;
    if (href !== undefined && (node.tag !== 'a' || !SAFE_URL.test(href) || rel !== LINK_REL))
      found.push(`${node.tag}[href=${href}]`);
    return [...found, ...disallowed(node.children)];
  });
}

/**
 * The corpus checks that need no DOM, for a test file in each environment: the browser's (jsdom)
 * and the edge worker's (node). Both compare their output with one file, so they agree.
 */
export function corpusTests() {
  test.each(CORPUS_INPUTS)('only what the rules allow: %s', (input) => {
    expect(disallowed(sanitizedTree(input))).toEqual([]);
  });

  test('the same output in every environment', async () => {
    const outputs = [...CORPUS_INPUTS, ...NASTY_NESTINGS, ...ORDINARY_ADS].map(
      (input) => `${JSON.stringify(input)}\n${JSON.stringify(sanitizeHtml(input))}\n`,
    );
    await expect(outputs.join('\n')).toMatchFileSnapshot(
      './__snapshots__/sanitize-html.corpus.txt',
    );
  });
}
