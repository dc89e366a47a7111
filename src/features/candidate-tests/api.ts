import { mainHttp, request } from '@/api/http';
import type { CandidateTest } from '@/api/types';
import { isCandidateTestList } from '@/api/guards/applications';

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
