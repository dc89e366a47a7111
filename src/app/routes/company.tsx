import { useLoaderData } from 'react-router-dom';
import type { CompanyPage as CompanyPageData } from '@/api/contract/jobs';
import { CompanyErrorPage, CompanyPage } from '@/features/companies/company-page';

export function Component() {
  const page = useLoaderData() as CompanyPageData;
  return <CompanyPage page={page} />;
}

export const ErrorBoundary = CompanyErrorPage;
