import { mainHttp, request } from '@/api/http';
import { isCandidateTestList, type CandidateTest } from '@/api/types';

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
