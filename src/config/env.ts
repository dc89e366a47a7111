/**
 * The portal's configuration (the VITE_* build-time variables), read once. The build plugin in
 * scripts/portal-config.ts resolves the defaults and refuses incomplete production builds. Each
 * variable is read by its full name, so the build writes its value in place instead of shipping
 * the whole of import.meta.env.
 */
const trimSlash = (value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '');

export const env = {
  authApiUrl: trimSlash(import.meta.env.VITE_AUTH_API_URL),
  mainApiUrl: trimSlash(import.meta.env.VITE_MAIN_API_URL),
  demoApi: import.meta.env.VITE_DEMO_API === 'true',
  analyticsUrl: trimSlash(import.meta.env.VITE_ANALYTICS_URL),
  analyticsSiteId: (import.meta.env.VITE_ANALYTICS_SITE_ID ?? '').trim() || '4',
  buildId: (import.meta.env.VITE_BUILD_ID ?? '').trim() || 'dev',
  /** The Domain the auth service sets `authtoken` with; empty: host-only. */
  authCookieDomain: (import.meta.env.VITE_AUTH_COOKIE_DOMAIN ?? '').trim(),
} as const;
