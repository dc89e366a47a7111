import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  loadSubscriptionsPage,
  SubscriptionsPage,
  type SubscriptionsData,
} from '@/features/subscriptions/subscriptions-page';
import { withLocaleParts } from '@/i18n/i18n';

export function loader({ request }: LoaderFunctionArgs): Promise<SubscriptionsData> {
  return withLocaleParts(
    ['subscriptions', 'validation'],
    loadSubscriptionsPage(new URL(request.url), request.signal),
  );
}

export function Component() {
  const data = useLoaderData<SubscriptionsData>();
  return <SubscriptionsPage data={data} />;
}
