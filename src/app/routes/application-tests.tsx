import {
  useLoaderData,
  useRevalidator,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { CandidateTest } from '@/api/types';
import { ApplicationLoadError } from '@/features/applications/application-area';
import { getCandidateTests } from '@/features/candidate-tests/api';
import { CandidateTestList } from '@/features/candidate-tests/candidate-test-list';
import { withLocaleParts } from '@/i18n/i18n';

export function loader({ params, request }: LoaderFunctionArgs): Promise<CandidateTest[]> {
  return withLocaleParts(['applications'], getCandidateTests(params.id ?? '', request.signal));
}

export function Component() {
  const tests = useLoaderData<CandidateTest[]>();
  return <CandidateTestList tests={tests} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return <ApplicationLoadError error={error} onRetry={() => void revalidator.revalidate()} />;
}
