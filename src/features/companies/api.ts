import { mainHttp, request } from '@/api/http';
import { isCompanyPage, type CompanyPage } from '@/api/contract/jobs';

export function getCompanyPage(
  company: string,
  slug: string,
  signal?: AbortSignal,
): Promise<CompanyPage> {
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
