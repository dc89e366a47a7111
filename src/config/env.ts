/**
 * The portal's configuration (contract §1), read once. The build plugin in
 * scripts/portal-config.ts resolves the defaults and refuses incomplete production builds.
 */
const raw = import.meta.env;

const trimSlash = (value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '');

export const env = {
  authApiUrl: trimSlash(raw.VITE_AUTH_API_URL),
  mainApiUrl: trimSlash(raw.VITE_MAIN_API_URL),
  demoApi: raw.VITE_DEMO_API === 'true',
  analyticsUrl: trimSlash(raw.VITE_ANALYTICS_URL),
  analyticsSiteId: (raw.VITE_ANALYTICS_SITE_ID ?? '').trim() || '4',
  buildId: (raw.VITE_BUILD_ID ?? '').trim() || 'dev',
} as const;

export type Env = typeof env;
