import type { CompanyPage } from '@/api/contract/jobs';

/**
 * The page's own title ("About Nordvik", "Working at Nordvik") heads its text, once; the company's
 * name is the page's h1 and is not repeated. Null when the page has no title of its own.
 */
export function aboutHeading(page: CompanyPage): string | null {
  return page.title && page.title !== page.company.name ? page.title : null;
}
