import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CompanyPage } from '@/api/contract/jobs';
import { getCompanyPage } from '@/features/companies/api';
import { notFoundOn404 } from './not-found-on-404';

/**
 * In the route table itself, not in the company screen's chunk: the page is requested at once,
 * while that chunk downloads, instead of after it (as the job page's ad, decision 006).
 */
export function companyRouteLoader({ params, request }: LoaderFunctionArgs): Promise<CompanyPage> {
  return notFoundOn404(getCompanyPage(params.company ?? '', params.slug ?? '', request.signal));
}
