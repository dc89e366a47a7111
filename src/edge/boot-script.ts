/**
 * The one inline script of an edge-rendered page, in its head. The page's content and the cookie
 * banner are in the HTML, so the first paint needs no JavaScript; this script does the two things
 * that must happen before or right after that paint:
 *
 * - It marks `<html class="consent-due">` unless the `cookie-consent` cookie holds a handled
 *   choice (the same rule as `parseConsent` in features/consent, tested against it). The edge's
 *   banner shows only under that class: a visitor who has chosen never sees it, and the cached
 *   page is the same for everyone (it keys on the language alone). Without JavaScript the banner
 *   stays hidden: its buttons could do nothing.
 * - It loads the app's modules (the `data-modules` attribute: the module scripts index.html had)
 *   once the document is parsed and its first contentful paint is on the screen, so the
 *   framework's download does not compete with that paint. A hidden tab, or a browser without
 *   paint timing, waits for the parse alone. They download together and are evaluated in order,
 *   each in a task of its own (the framework's evaluation and the app's would otherwise be one
 *   long task: total blocking time, decision 006).
 *
 * Its text never changes with the build, so neither does its hash in the page's CSP.
 */
export const BOOT_SCRIPT = [
  '(function(d,w){var h=d.documentElement,s=d.currentScript;',
  'try{var m=/(?:^|;\\s*)cookie-consent=([^;]*)/.exec(d.cookie),v=m&&m[1];',
  'try{v=v&&decodeURIComponent(v)}catch(e){}var c=v&&JSON.parse(v);',
  "if(!(c&&c.handled===true&&typeof c.statistics=='boolean'&&typeof c.marketing=='boolean'))throw 0}",
  "catch(e){h.classList.add('consent-due')}",
  // The modules load once the document is parsed and its first contentful paint is on screen.
  "var u=(s&&s.getAttribute('data-modules')||'').split(' ').filter(Boolean),n=2,P=w.PerformanceObserver;",
  // All are fetched at once (modulepreload), and evaluated one by one, each in a task of its own:
  // the framework's evaluation and the app's are two tasks, not one long one.
  "function r(){if(--n)return;u.forEach(function(x){var l=d.createElement('link');l.rel='modulepreload';l.href=x;d.head.appendChild(l)});",
  'u.reduce(function(p,x){return p.then(function(){return import(x)}).then(function(){return new Promise(function(f){setTimeout(f)})})},Promise.resolve())}',
  "d.addEventListener('DOMContentLoaded',r);",
  "if(d.visibilityState!='hidden'&&P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)",
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}})",
  ".observe({type:'paint',buffered:true});else r()})(document,window)",
].join('');

let hash: Promise<string> | undefined;

/** The CSP source that allows BOOT_SCRIPT and no other inline script. */
export function bootScriptSource(): Promise<string> {
  hash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(BOOT_SCRIPT))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return hash;
}

/** The page's policy with the boot script allowed in `script-src`, the only directive it touches. */
export function allowingBootScript(csp: string, source: string): string {
  return csp.replace(/(^|;\s*)script-src\s+([^;]*)/, (_, start: string, sources: string) => {
    return `${start}script-src ${sources.trim()} ${source}`;
  });
}
