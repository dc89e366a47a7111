import { expect, test } from 'vitest';
import { parseHeadersFile, headersFor } from './headers-file.mjs';
import { contentSecurityPolicy, headersFile } from './headers-plugin';

const NO_HOSTS = {
  authApiUrl: '',
  mainApiUrl: '',
  analyticsUrl: '',
  demoApi: true,
  cspReportUrl: '',
};

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

test('the CSP allows exactly the configured origins, and nothing inline or evaluated', () => {
  const csp = directives(
    contentSecurityPolicy({
      authApiUrl: 'https://auth.example.com/v1/',
      mainApiUrl: 'https://api.example.com:8443/portal',
      analyticsUrl: 'https://stats.example.net/matomo',
      demoApi: false,
      cspReportUrl: '',
    }),
  );
  expect(csp['connect-src']).toEqual([
    "'self'",
    'https://auth.example.com',
    'https://api.example.com:8443',
    'https://stats.example.net',
  ]);
  expect(csp['script-src']).toEqual(["'self'", 'https://stats.example.net']);
  expect(csp['img-src']).toEqual([
    "'self'",
    'blob:',
    'https://api.example.com:8443',
    'https://stats.example.net',
  ]);
  expect(csp['default-src']).toEqual(["'none'"]);
  expect(csp['style-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(JSON.stringify(csp)).not.toMatch(/unsafe|data:|\*/);
  expect(csp['require-trusted-types-for']).toEqual(["'script'"]);
  expect(csp['trusted-types']).toEqual([
    'portal-analytics',
    'portal-pdf-worker',
    'portal-structured-data',
  ]);
  expect(csp['report-to']).toBeUndefined();
  expect(csp['report-uri']).toBeUndefined();
});

test('a demo build names the default Trusted Types policy too (msw registers its worker by a plain string)', () => {
  expect(directives(contentSecurityPolicy(NO_HOSTS))['trusted-types']).toEqual([
    'portal-analytics',
    'portal-pdf-worker',
    'portal-structured-data',
    'default',
  ]);
});

test('with a report address, violations are reported to it, by report-to and report-uri', () => {
  const config = { ...NO_HOSTS, cspReportUrl: 'https://reports.example.com/csp?site=portal' };
  const csp = directives(contentSecurityPolicy(config));
  expect(csp['report-to']).toEqual(['csp']);
  expect(csp['report-uri']).toEqual(['https://reports.example.com/csp?site=portal']);
  const page = headersFor(parseHeadersFile(headersFile(config)), '/');
  expect(page['Reporting-Endpoints']).toBe('csp="https://reports.example.com/csp?site=portal"');
  expect(
    headersFor(parseHeadersFile(headersFile(NO_HOSTS)), '/')['Reporting-Endpoints'],
  ).toBeUndefined();
});

test('a demo build (no hosts) allows its own origin only, and one host shared by both APIs is listed once', () => {
  expect(directives(contentSecurityPolicy(NO_HOSTS))['connect-src']).toEqual(["'self'"]);
  const shared = contentSecurityPolicy({
    ...NO_HOSTS,
    authApiUrl: 'https://api.example.com/auth',
    mainApiUrl: 'https://api.example.com',
    analyticsUrl: '',
  });
  expect(directives(shared)['connect-src']).toEqual(["'self'", 'https://api.example.com']);
});

test('a relative API address is refused, since the CSP could not name its host', () => {
  expect(() => contentSecurityPolicy({ ...NO_HOSTS, authApiUrl: '/auth' })).toThrow(/absolute URL/);
});

test('the _headers file gives pages the security headers and no-cache, and hashed assets a year', () => {
  const rules = parseHeadersFile(headersFile(NO_HOSTS));
  const page = headersFor(rules, '/index.html');
  expect(page['Cache-Control']).toBe('no-cache');
  expect(page['Content-Security-Policy']).toContain("script-src 'self'");
  expect(page['X-Content-Type-Options']).toBe('nosniff');
  expect(page['Permissions-Policy']).toBe(
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  );
  const asset = headersFor(rules, '/assets/index-abc123.js');
  expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
  expect(asset['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  expect(headersFor(rules, '/builds/latest.json')['Cache-Control']).toBe('no-cache');
});
