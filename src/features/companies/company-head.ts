import type { CompanyPage } from '@/api/contract/jobs';
import { paths } from '@/config/paths';
import type { PageHead, PageHeadContext } from '@/lib/page-head';

/** A company page's document: the company and what the page is. */
export function companyPageHead(page: CompanyPage, { t }: Pick<PageHeadContext, 't'>): PageHead {
  const { company } = page;
  return {
    title: `${company.name} – ${t('app.name')}`,
    description: t('company.about', { name: company.name }),
    path: paths.company(company.id, page.slug),
  };
}
