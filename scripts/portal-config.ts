import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';

export interface PortalConfig {
  authApiUrl: string;
  mainApiUrl: string;
  demoApi: boolean;
  analyticsUrl: string;
  analyticsSiteId: string;
  buildId: string;
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

/** Resolves contract §1: the configuration table with its defaults. */
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

/**
 * Injects the resolved configuration, refuses a production build that lacks an API address,
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
      }
      return {
        define: {
          'import.meta.env.VITE_AUTH_API_URL': JSON.stringify(config.authApiUrl),
          'import.meta.env.VITE_MAIN_API_URL': JSON.stringify(config.mainApiUrl),
          'import.meta.env.VITE_DEMO_API': JSON.stringify(String(config.demoApi)),
          'import.meta.env.VITE_ANALYTICS_URL': JSON.stringify(config.analyticsUrl),
          'import.meta.env.VITE_ANALYTICS_SITE_ID': JSON.stringify(config.analyticsSiteId),
          'import.meta.env.VITE_BUILD_ID': JSON.stringify(config.buildId),
        },
      };
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
