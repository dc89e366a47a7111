import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { CompanyPage as CompanyPageData } from '@/api/contract/jobs';
import { getCompanyPage } from '@/features/companies/api';
import { CompanyErrorPage, CompanyPage } from '@/features/companies/company-page';
import { notFoundOn404 } from './not-found-on-404';

export function loader({ params, request }: LoaderFunctionArgs): Promise<CompanyPageData> {
  return notFoundOn404(getCompanyPage(params.company ?? '', params.slug ?? '', request.signal));
}

export function Component() {
  const page = useLoaderData() as CompanyPageData;
  return <CompanyPage page={page} />;
}

export const ErrorBoundary = CompanyErrorPage;
