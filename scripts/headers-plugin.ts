import type { Plugin } from 'vite';
import { TRUSTED_TYPES_POLICIES } from '../src/lib/trusted-types.ts';
import { resolvePortalConfig, type PortalConfig } from './portal-config.ts';

/** The scheme, host and port of a configured base address; empty when none is set. */
function originOf(url: string): string {
  if (!url) return '';
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`Not an absolute URL: "${url}" (see README, "Configuration").`);
  }
}

const sources = (...list: string[]) => [...new Set(list.filter(Boolean))].join(' ');

type HeadersConfig = Pick<
  PortalConfig,
  'authApiUrl' | 'mainApiUrl' | 'analyticsUrl' | 'demoApi' | 'cspReportUrl'
>;

/** The Reporting API's name for the CSP report endpoint (`Reporting-Endpoints`, `report-to`). */
const REPORT_ENDPOINT = 'csp';

/**
 * The Content-Security-Policy (docs/security.md), with the hosts of this build's configuration. No
 * 'unsafe-inline' or 'unsafe-eval' anywhere; JSON-LD blocks are data, not scripts, so they need
 * no hash. The demo API's service worker and pdf.js's worker (the PDF preview) are same-origin
 * scripts: worker-src 'self' covers them.
 * Script sinks take only Trusted Types from the policies lib/trusted-types names (the default
 * one only in demo builds, for msw's worker). With a report address, violations are reported
 * (`report-to`, and `report-uri` for browsers without the Reporting API).
 */
export function contentSecurityPolicy(config: HeadersConfig): string {
  const auth = originOf(config.authApiUrl);
  const main = originOf(config.mainApiUrl);
  const analytics = originOf(config.analyticsUrl);
  const report = config.cspReportUrl ? new URL(config.cspReportUrl).href : '';
  const policies = [
    TRUSTED_TYPES_POLICIES.analytics,
    TRUSTED_TYPES_POLICIES.pdfWorker,
    TRUSTED_TYPES_POLICIES.structuredData,
    config.demoApi ? TRUSTED_TYPES_POLICIES.demoWorker : '',
  ];
  return [
    "default-src 'none'",
    `script-src ${sources("'self'", analytics)}`,
    "style-src 'self'",
    // Company logos: GET {main}/companies/{company}/logo (docs/api.md).
    `img-src ${sources("'self'", 'blob:', main, analytics)}`,
    "font-src 'self'",
    `connect-src ${sources("'self'", auth, main, analytics)}`,
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${sources(...policies)}`,
    report ? `report-uri ${report}` : '',
    report ? `report-to ${REPORT_ENDPOINT}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The endpoint the CSP's `report-to` names; none without a report address. */
const reportingEndpoints = (config: HeadersConfig): Record<string, string> =>
  config.cspReportUrl
    ? { 'Reporting-Endpoints': `${REPORT_ENDPOINT}="${new URL(config.cspReportUrl).href}"` }
    : {};

const SECURITY_HEADERS = (csp: string): Record<string, string> => ({
  'Content-Security-Policy': csp,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
});

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The whole `_headers` file (Netlify / Cloudflare Pages format). Cache-Control sits only on
 * narrow paths: both hosts merge every rule that matches, so a catch-all Cache-Control would be
 * joined onto the immutable one of /assets/*.
 */
export function headersFile(config: HeadersConfig): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return (
    [
      '# Written by scripts/headers-plugin.ts at build time from VITE_AUTH_API_URL, VITE_MAIN_API_URL,\n' +
        '# VITE_ANALYTICS_URL, VITE_DEMO_API and VITE_CSP_REPORT_URL. The same rules for nginx are in\n' +
        '# docs/security.md.',
      block('/*', {
        ...SECURITY_HEADERS(contentSecurityPolicy(config)),
        ...reportingEndpoints(config),
      }),
      block('/', { 'Cache-Control': NO_CACHE }),
      block('/index.html', { 'Cache-Control': NO_CACHE }),
      block('/builds/*', { 'Cache-Control': NO_CACHE }),
      block('/mockServiceWorker.js', { 'Cache-Control': NO_CACHE }),
      block('/assets/*', { 'Cache-Control': IMMUTABLE }),
    ].join('\n\n') + '\n'
  );
}

/** Emits `dist/_headers` for the configured hosts, so the deployment and the tests share one policy. */
export function headersPlugin(): Plugin {
  let config: PortalConfig;
  return {
    name: 'portal-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolvePortalConfig(resolved.mode, resolved.root);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(config) });
    },
  };
}
