import type { TFunction } from 'i18next';

/**
 * What a server-rendered page's document head says about it: its title, and for link previews
 * and search engines the rest. Each public route declares how its data makes one; the app's
 * server entry renders it as the page's head tags (app/page-head-tags), which the edge writes
 * into the document around the page.
 */
export interface PageHead {
  title: string;
  description?: string;
  /**
   * The page's own address, made absolute with the portal's public origin; its link-preview
   * picture is drawn beside it (app/link-preview-pictures).
   */
  path?: string;
  /** Search engines leave the page out (a closed job, a page that is not found). */
  noindex?: boolean;
  /** schema.org JobPosting as script-safe JSON, with the job's id. */
  jobPosting?: { id: string; json: string };
}

export interface PageHeadContext {
  t: TFunction;
  /** The portal's public origin. */
  origin: string;
  /** The route answered 404: its data is its error, not a page. */
  notFound: boolean;
}

/** The head of a page that is not there: its route's own words, kept out of search engines. */
export const notFoundHead = (title: string, t: TFunction): PageHead => ({
  title: `${title} – ${t('app.name')}`,
  noindex: true,
});
