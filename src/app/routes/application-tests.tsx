import { useTranslation } from 'react-i18next';
import { useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import type { CandidateTest } from '@/api/contract/applications';
import {
  ApplicationLoadError,
  ApplicationSectionData,
} from '@/features/applications/application-area';
import { getCandidateTests } from '@/features/candidate-tests/api';
import { CandidateTestList } from '@/features/candidate-tests/candidate-test-list';
import { streamed } from '@/lib/streamed-data';

interface TestsData {
  tests: Promise<CandidateTest[]>;
}

export function loader({ params, request }: LoaderFunctionArgs): TestsData {
  return { tests: streamed(getCandidateTests(params.id ?? '', request.signal)) };
}

export function Component() {
  const { t } = useTranslation();
  const { tests } = useLoaderData<TestsData>();
  return (
    <ApplicationSectionData data={tests} loadingLabel={t('candidateTests.loading')}>
      {(list) => <CandidateTestList tests={list} />}
    </ApplicationSectionData>
  );
}

export function ErrorBoundary() {
  return <ApplicationLoadError error={useRouteError()} />;
}
