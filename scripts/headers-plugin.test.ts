import { expect, test } from 'vitest';
import { parseHeadersFile, headersFor } from './headers-file.mjs';
import { contentSecurityPolicy, headersFile } from './headers-plugin';

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
});

test('a demo build (no hosts) allows its own origin only, and one host shared by both APIs is listed once', () => {
  expect(
    directives(contentSecurityPolicy({ authApiUrl: '', mainApiUrl: '', analyticsUrl: '' }))[
      'connect-src'
    ],
  ).toEqual(["'self'"]);
  const shared = contentSecurityPolicy({
    authApiUrl: 'https://api.example.com/auth',
    mainApiUrl: 'https://api.example.com',
    analyticsUrl: '',
  });
  expect(directives(shared)['connect-src']).toEqual(["'self'", 'https://api.example.com']);
});

test('a relative API address is refused, since the CSP could not name its host', () => {
  expect(() =>
    contentSecurityPolicy({ authApiUrl: '/auth', mainApiUrl: '', analyticsUrl: '' }),
  ).toThrow(/absolute URL/);
});

test('the _headers file gives pages the security headers and no-cache, and hashed assets a year', () => {
  const rules = parseHeadersFile(headersFile({ authApiUrl: '', mainApiUrl: '', analyticsUrl: '' }));
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
