import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { refreshSession } from '@/api/session';
import {
  confirmSubscriptionByToken,
  getCriteriaOptions,
  getSubscriptionByToken,
  getSubscriptions,
} from '@/features/subscriptions/api';
import {
  SubscriptionsPage,
  type SubscriptionsData,
} from '@/features/subscriptions/subscriptions-page';
import { isNotFound } from '@/lib/api-error';
import { emailedLinkToken } from '@/lib/emailed-link';

/** Filter choices help, but the page works without them (free text and place still do). */
const optionsOrNull = (signal?: AbortSignal) => getCriteriaOptions(signal).catch(() => null);

async function loadByToken(token: string, signal?: AbortSignal) {
  try {
    const found = await getSubscriptionByToken(token, signal);
    if (found.confirmed) return { subscription: found, confirmedNow: false };
    return { subscription: await confirmSubscriptionByToken(token, signal), confirmedNow: true };
  } catch (error) {
    if (isNotFound(error)) return { subscription: null, confirmedNow: false };
    throw error;
  }
}

export async function loader({ request }: LoaderFunctionArgs): Promise<SubscriptionsData> {
  const { signal } = request;
  const url = new URL(request.url);
  // The token of an emailed job-alert link (lib/emailed-link): the address no longer has it.
  const token = emailedLinkToken(url.pathname, null);
  if (token) {
    const [found, options] = await Promise.all([loadByToken(token, signal), optionsOrNull(signal)]);
    return { view: 'token', token, ...found, options };
  }
  const loggedIn = refreshSession().authenticated;
  const [subscriptions, options] = await Promise.all([
    loggedIn ? getSubscriptions(signal) : null,
    optionsOrNull(signal),
  ]);
  return { view: 'manage', subscriptions, options };
}

export function Component() {
  const data = useLoaderData<SubscriptionsData>();
  return <SubscriptionsPage data={data} />;
}
