import { mainHttp, request } from '@/api/http';
import { isCandidateTestList, type CandidateTest } from '@/api/contract/applications';

export function getCandidateTests(
  applicationId: string,
  signal?: AbortSignal,
): Promise<CandidateTest[]> {
  return request(
    mainHttp,
    { method: 'GET', url: `/applications/${encodeURIComponent(applicationId)}/tests`, signal },
    isCandidateTestList,
  );
}
