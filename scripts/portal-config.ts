import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { httpsLink } from '../src/lib/web-link.ts';

export interface PortalConfig {
  authApiUrl: string;
  mainApiUrl: string;
  demoApi: boolean;
  analyticsUrl: string;
  analyticsSiteId: string;
  buildId: string;
  /** Where browsers send CSP violation reports; empty: no reports. */
  cspReportUrl: string;
  /** The deployment's privacy notice and terms; empty: the portal's own /privacy and /terms. */
  privacyNoticeUrl: string;
  termsUrl: string;
  /** The portal's public address, for the edge's canonical links and sitemap; empty: each request's. */
  publicOrigin: string;
  /** The Domain the auth service sets `authtoken` with (`example.com`); empty: host-only. */
  authCookieDomain: string;
}

function defaultBuildId(): string {
  try {
    return execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return `t${Date.now()}`;
  }
}

/**
 * Resolves the portal's configuration (the VITE_* variables) with their defaults: the demo API
 * when both API addresses are empty, analytics site id 4, a git commit or timestamp as build id.
 */
export function resolvePortalConfig(mode: string, root = process.cwd()): PortalConfig {
  const env = loadEnv(mode, root, 'VITE_');
  const authApiUrl = (env.VITE_AUTH_API_URL ?? '').trim();
  const mainApiUrl = (env.VITE_MAIN_API_URL ?? '').trim();
  const demoFlag = (env.VITE_DEMO_API ?? '').trim();
  const demoApi = demoFlag === '' ? authApiUrl === '' && mainApiUrl === '' : demoFlag === 'true';
  return {
    authApiUrl,
    mainApiUrl,
    demoApi,
    analyticsUrl: (env.VITE_ANALYTICS_URL ?? '').trim().replace(/\/+$/, ''),
    analyticsSiteId: (env.VITE_ANALYTICS_SITE_ID ?? '').trim() || '4',
    buildId: (env.VITE_BUILD_ID ?? '').trim() || defaultBuildId(),
    cspReportUrl: (env.VITE_CSP_REPORT_URL ?? '').trim(),
    privacyNoticeUrl: (env.VITE_PRIVACY_NOTICE_URL ?? '').trim(),
    termsUrl: (env.VITE_TERMS_URL ?? '').trim(),
    publicOrigin: (env.VITE_PUBLIC_ORIGIN ?? '').trim().replace(/\/+$/, ''),
    // `.example.com` is the older spelling of `example.com`; browsers drop the dot as well.
    authCookieDomain: (env.VITE_AUTH_COOKIE_DOMAIN ?? '').trim().toLowerCase().replace(/^\./, ''),
  };
}

/** The variables a build without the demo API cannot do without. */
export function missingProductionVariables(config: PortalConfig): string[] {
  if (config.demoApi) return [];
  const missing: string[] = [];
  if (!config.authApiUrl) missing.push('VITE_AUTH_API_URL');
  if (!config.mainApiUrl) missing.push('VITE_MAIN_API_URL');
  return missing;
}

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * Addresses a build without the demo API must not use: plain `http://` to anywhere but this
 * machine (loopback, for local runs and the benchmark). Personal data, the login cookie and the
 * analytics hits would cross the network in the clear.
 */
export function insecureProductionAddresses(config: PortalConfig): string[] {
  if (config.demoApi) return [];
  const named: Array<[string, string]> = [
    ['VITE_AUTH_API_URL', config.authApiUrl],
    ['VITE_MAIN_API_URL', config.mainApiUrl],
    ['VITE_ANALYTICS_URL', config.analyticsUrl],
    ['VITE_CSP_REPORT_URL', config.cspReportUrl],
  ];
  return named
    .filter(([, address]) => {
      if (!/^http:\/\//i.test(address)) return false;
      try {
        return !LOOPBACK_HOSTS.test(new URL(address).hostname);
      } catch {
        return true;
      }
    })
    .map(([name]) => name);
}

/**
 * Document addresses that are set but are no https address, in any build (the demo too): the
 * portal would drop them and link its own pages, so a typo would pass unnoticed, and people
 * would agree to a text that a network in between could swap.
 */
export function invalidDocumentAddresses(config: PortalConfig): string[] {
  const named: Array<[string, string]> = [
    ['VITE_PRIVACY_NOTICE_URL', config.privacyNoticeUrl],
    ['VITE_TERMS_URL', config.termsUrl],
  ];
  return named.filter(([, address]) => address !== '' && !httpsLink(address)).map(([name]) => name);
}

const DOMAIN_NAME =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The cookie domain is empty, or a domain name of at least two labels that, with the public
 * address known, is that host or one of its parents. The portal cannot clear a login cookie set
 * for any other domain, so a logout there would not last.
 */
export function isValidCookieDomain(config: PortalConfig): boolean {
  const domain = config.authCookieDomain;
  if (domain === '') return true;
  if (!DOMAIN_NAME.test(domain)) return false;
  if (!config.publicOrigin) return true;
  try {
    const host = new URL(config.publicOrigin).hostname.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  } catch {
    // An unreadable public address is the edge's concern; the domain itself is well formed.
    return true;
  }
}

/** The configuration as the app reads it (config/env), written in place by the build. */
export function configurationDefines(config: PortalConfig): Record<string, string> {
  return {
    'import.meta.env.VITE_AUTH_API_URL': JSON.stringify(config.authApiUrl),
    'import.meta.env.VITE_MAIN_API_URL': JSON.stringify(config.mainApiUrl),
    'import.meta.env.VITE_DEMO_API': JSON.stringify(String(config.demoApi)),
    'import.meta.env.VITE_ANALYTICS_URL': JSON.stringify(config.analyticsUrl),
    'import.meta.env.VITE_ANALYTICS_SITE_ID': JSON.stringify(config.analyticsSiteId),
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(config.buildId),
    'import.meta.env.VITE_AUTH_COOKIE_DOMAIN': JSON.stringify(config.authCookieDomain),
  };
}

/**
 * Injects the resolved configuration, refuses a production build that lacks an API address or
 * names one over plain http, and any build with a document address that is not https or a
 * cookie domain the portal could not clear its login cookie from,
 * writes the build metadata the new-build check reads, and keeps msw's worker out of builds
 * that do not run the demo API.
 */
export function portalConfigPlugin(): Plugin {
  let config: PortalConfig;
  let isBuild = false;
  return {
    name: 'portal-config',
    config(_, { mode, command }) {
      config = resolvePortalConfig(mode);
      isBuild = command === 'build';
      if (isBuild) {
        const missing = missingProductionVariables(config);
        if (missing.length > 0) {
          throw new Error(
            `Missing configuration: ${missing.join(', ')} must be set when VITE_DEMO_API is not true (see README, "Configuration").`,
          );
        }
        const insecure = insecureProductionAddresses(config);
        if (insecure.length > 0) {
          throw new Error(
            `Insecure configuration: ${insecure.join(', ')} must be an https:// address (plain http:// only to localhost or 127.0.0.1).`,
          );
        }
        const invalid = invalidDocumentAddresses(config);
        if (invalid.length > 0) {
          throw new Error(
            `Invalid configuration: ${invalid.join(', ')} must be an https:// address, or empty for the portal's own page (see README, "Configuration").`,
          );
        }
        if (!isValidCookieDomain(config)) {
          throw new Error(
            `Invalid configuration: VITE_AUTH_COOKIE_DOMAIN must be the portal's host or a parent domain of it, like example.com (see README, "Configuration").`,
          );
        }
      }
      return { define: configurationDefines(config) };
    },
    transformIndexHtml() {
      // The first page's data comes from the main API: open that connection while the code loads.
      if (!/^https?:\/\//.test(config.mainApiUrl)) return [];
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preconnect',
            href: new URL(config.mainApiUrl).origin,
            crossorigin: 'use-credentials',
          },
          injectTo: 'head',
        },
      ];
    },
    generateBundle() {
      if (!isBuild) return;
      const meta = JSON.stringify({ buildId: config.buildId, builtAt: new Date().toISOString() });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: meta });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${config.buildId}.json`,
        source: meta,
      });
    },
    writeBundle(options) {
      // public/ is copied as is, so msw's worker is removed from builds that do not run the demo.
      if (!config.demoApi && options.dir)
        rmSync(join(options.dir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
