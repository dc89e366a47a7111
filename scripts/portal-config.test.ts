import { describe, expect, test } from 'vitest';
import {
  insecureProductionAddresses,
  invalidDocumentAddresses,
  isValidCookieDomain,
  missingProductionVariables,
  resolvePortalConfig,
  type PortalConfig,
} from './portal-config';

const production = (overrides: Partial<PortalConfig> = {}): PortalConfig => ({
  authApiUrl: 'https://auth.example.com',
  mainApiUrl: 'https://api.example.com',
  demoApi: false,
  analyticsUrl: '',
  analyticsSiteId: '4',
  buildId: 'b1',
  cspReportUrl: '',
  privacyNoticeUrl: '',
  termsUrl: '',
  publicOrigin: '',
  authCookieDomain: '',
  ...overrides,
});

describe('a production build refuses configuration it cannot run safely with', () => {
  test('a missing API address is named', () => {
    expect(missingProductionVariables(production({ mainApiUrl: '' }))).toEqual([
      'VITE_MAIN_API_URL',
    ]);
  });

  test('plain http to another host is refused, for the APIs, analytics and CSP reports alike', () => {
    expect(
      insecureProductionAddresses(
        production({
          authApiUrl: 'http://auth.example.com',
          analyticsUrl: 'HTTP://stats.example.com',
          cspReportUrl: 'http://reports.example.com/csp',
        }),
      ),
    ).toEqual(['VITE_AUTH_API_URL', 'VITE_ANALYTICS_URL', 'VITE_CSP_REPORT_URL']);
  });

  test('https, and http to this machine only, are accepted; the demo needs neither', () => {
    expect(insecureProductionAddresses(production())).toEqual([]);
    expect(
      insecureProductionAddresses(
        production({ authApiUrl: 'http://127.0.0.1:4999', mainApiUrl: 'http://localhost:8080' }),
      ),
    ).toEqual([]);
    expect(
      insecureProductionAddresses(production({ demoApi: true, mainApiUrl: 'http://x.example' })),
    ).toEqual([]);
  });
});

describe('the privacy notice and terms addresses', () => {
  test('may be empty (the portal’s own pages) or https, in the demo as well', () => {
    expect(invalidDocumentAddresses(production())).toEqual([]);
    expect(
      invalidDocumentAddresses(
        production({
          demoApi: true,
          privacyNoticeUrl: 'https://employer.example/privacy',
          termsUrl: 'https://employer.example/terms',
        }),
      ),
    ).toEqual([]);
  });

  test('anything else is named: plain http even to this machine, a path, another scheme', () => {
    expect(
      invalidDocumentAddresses(
        production({ privacyNoticeUrl: 'http://localhost/privacy', termsUrl: '/terms.html' }),
      ),
    ).toEqual(['VITE_PRIVACY_NOTICE_URL', 'VITE_TERMS_URL']);
    expect(
      invalidDocumentAddresses(production({ demoApi: true, termsUrl: 'javascript:alert(1)' })),
    ).toEqual(['VITE_TERMS_URL']);
  });
});

describe('the login cookie domain', () => {
  test('may be empty (host-only), or the public host or a parent domain of it', () => {
    expect(isValidCookieDomain(production())).toBe(true);
    expect(isValidCookieDomain(production({ authCookieDomain: 'example.com' }))).toBe(true);
    expect(
      isValidCookieDomain(
        production({
          authCookieDomain: 'example.com',
          publicOrigin: 'https://jobs.eu.example.com',
        }),
      ),
    ).toBe(true);
    expect(
      isValidCookieDomain(
        production({
          authCookieDomain: 'jobs.example.com',
          publicOrigin: 'https://jobs.example.com',
        }),
      ),
    ).toBe(true);
  });

  test('anything else is refused: no domain name, a single label, or a domain the portal is not on', () => {
    for (const authCookieDomain of ['https://example.com', 'example.com/', 'com', 'exa mple.com'])
      expect(isValidCookieDomain(production({ authCookieDomain }))).toBe(false);
    expect(
      isValidCookieDomain(
        production({ authCookieDomain: 'example.org', publicOrigin: 'https://jobs.example.com' }),
      ),
    ).toBe(false);
    // A suffix of the host's name that is not one of its labels is no parent domain.
    expect(
      isValidCookieDomain(
        production({ authCookieDomain: 'ample.com', publicOrigin: 'https://example.com' }),
      ),
    ).toBe(false);
  });

  test('a leading dot, the older spelling, is dropped when the configuration is read', () => {
    process.env.VITE_AUTH_COOKIE_DOMAIN = ' .Example.com ';
    try {
      expect(resolvePortalConfig('test').authCookieDomain).toBe('example.com');
    } finally {
      delete process.env.VITE_AUTH_COOKIE_DOMAIN;
    }
  });
});
