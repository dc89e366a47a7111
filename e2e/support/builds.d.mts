export const STUB_AUTH_ORIGIN: string;
export const STUB_MAIN_ORIGIN: string;
export const STUB_ANALYTICS_ORIGIN: string;
export const ANALYTICS_SITE_PORT: number;
export const ANALYTICS_STUB_PORT: number;
export const DEPLOY_SITE_PORT: number;

interface BuildVariant {
  /** The environment variable that names a folder already built this way. */
  folderVariable: string;
  variables: Record<string, string>;
}
export const BUILD_VARIANTS: { stub: BuildVariant; analytics: BuildVariant };
export function buildPortal(outDir: string, variables: Record<string, string>): Promise<string>;
