/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_AUTH_API_URL?: string;
  readonly VITE_MAIN_API_URL?: string;
  readonly VITE_DEMO_API?: string;
  readonly VITE_DEMO_LATENCY?: string;
  readonly VITE_ANALYTICS_URL?: string;
  readonly VITE_ANALYTICS_SITE_ID?: string;
  readonly VITE_BUILD_ID?: string;
  readonly VITE_AUTH_COOKIE_DOMAIN?: string;
  readonly VITE_PRIVACY_NOTICE_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_DEFAULT_LOCALE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
