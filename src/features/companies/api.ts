import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { isApiError } from '@/lib/api-error';
import { mainHttp, request } from '@/api/http';
import type { CompanyPage } from '@/api/types';
import { isCompanyPage } from '@/api/guards/jobs';

function getCompanyPage(company: string, slug: string, signal?: AbortSignal): Promise<CompanyPage> {
  return request(
    mainHttp,
    {
      method: 'get',
      url: `/companies/${encodeURIComponent(company)}/pages/${encodeURIComponent(slug)}`,
      signal,
    },
    isCompanyPage,
  );
}

/** An unknown company or page is a 404 response for the route's error boundary. */
export async function companyPageLoader({
  params,
  request: routeRequest,
}: LoaderFunctionArgs): Promise<CompanyPage> {
  try {
    return await getCompanyPage(params.company ?? '', params.slug ?? '', routeRequest.signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
