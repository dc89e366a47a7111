import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CompanyPage } from '@/api/contract/jobs';
import { getCompanyPage } from '@/features/companies/api';
import { companyPageHead } from '@/features/companies/company-head';
import { notFoundHead, type PageHead, type PageHeadContext } from '@/lib/page-head';
import { notFoundOn404 } from './not-found-on-404';

/**
 * In the route table itself, not in the company screen's chunk: the page is requested at once,
 * while that chunk downloads, instead of after it (as the job page's ad, decision 006).
 */
export function companyRouteLoader({ params, request }: LoaderFunctionArgs): Promise<CompanyPage> {
  return notFoundOn404(getCompanyPage(params.company ?? '', params.slug ?? '', request.signal));
}

/** The company page's document head; an unknown page's says so. */
export function companyHead(data: unknown, context: PageHeadContext): PageHead {
  return context.notFound
    ? notFoundHead(context.t('company.notFoundTitle'), context.t)
    : companyPageHead(data as CompanyPage, context);
}
