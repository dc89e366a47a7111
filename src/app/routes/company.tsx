import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { CompanyPage as CompanyPageData } from '@/api/types';
import { companyPageLoader } from '@/features/companies/api';
import { CompanyErrorPage, CompanyPage } from '@/features/companies/company-page';
import { shouldRevalidatePathOnly } from '@/features/jobs/loaders';
import { withLocaleParts } from '@/i18n/i18n';

export function loader(args: LoaderFunctionArgs): Promise<CompanyPageData> {
  return withLocaleParts(['company'], companyPageLoader(args));
}

export const shouldRevalidate = shouldRevalidatePathOnly;

export function Component() {
  const page = useLoaderData() as CompanyPageData;
  return <CompanyPage page={page} />;
}

export const ErrorBoundary = CompanyErrorPage;
