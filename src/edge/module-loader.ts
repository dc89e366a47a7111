/**
 * The one inline script of a rendered page. The page paints from its HTML, so the app's modules
 * (in `data-modules`: index.html's module scripts and preloads, then the page's own) load once
 * the document is parsed, its first contentful paint is on screen and the whole parsed page has
 * been painted (at once in a hidden tab or without paint timing): their download does not compete
 * with those paints. All are fetched at once and evaluated one after another, each in a task of
 * its own, so the framework's evaluation and the app's are not one long task. The text never
 * changes with the build, so neither does its hash in the page's CSP.
 */
export const MODULE_LOADER = [
  '(function(d,w){var u=d.currentScript.getAttribute("data-modules").split(" "),n=2,P=w.PerformanceObserver;',
  'function r(){if(!--n)(d.visibilityState=="hidden"?setTimeout:requestAnimationFrame)(function(){setTimeout(g)})}',
  'function g(){u.forEach(function(x){var l=d.createElement("link");l.rel="modulepreload";l.href=x;d.head.appendChild(l)});',
  'u.reduce(function(p,x){return p.then(function(){return import(x)}).then(function(){return new Promise(function(f){setTimeout(f)})})},Promise.resolve())}',
  'd.addEventListener("DOMContentLoaded",r);if(d.visibilityState!="hidden"&&P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)',
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true});',
  'else r()})(document,window)',
].join('');

const sha256 = async (text: string) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
};
const adding = (csp: string, directive: string, source: string) =>
  csp.replace(new RegExp(`(^|;\\s*)${directive} ([^;]*)`), `$1${directive} $2 ${source}`);

/** The page's policy with MODULE_LOADER and the page's one stylesheet, nothing else inline, allowed. */
export async function allowingInline(csp: string, style: string): Promise<string> {
  const withLoader = adding(csp, 'script-src', await sha256(MODULE_LOADER));
  return style ? adding(withLoader, 'style-src', await sha256(style)) : withLoader;
}
