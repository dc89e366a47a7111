import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useSearchParams } from 'react-router-dom';
import { useSession } from '@/api/session';
import type { Subscription } from '@/api/contract/subscriptions';
import { useToast } from '@/components/toast/toast';
import { useRevalidateData } from '@/lib/streamed-data';
import { deleteSubscription, updateSubscription, type CriteriaOptions } from './api';
import { criteriaFromSearch, hasCriteria } from './criteria';
import { SubscriptionCard } from './subscription-card';
import { SubscriptionForm } from './subscription-form';
import { TokenSubscription } from './token-subscription';
import './subscriptions.css';

export type SubscriptionsData =
  | {
      view: 'token';
      token: string;
      subscription: Subscription | null;
      confirmedNow: boolean;
      options: CriteriaOptions | null;
    }
  | { view: 'manage'; subscriptions: Subscription[] | null; options: CriteriaOptions | null };

interface OwnSubscriptionsProps {
  subscriptions: Subscription[];
  options: CriteriaOptions | null;
  /** A change was saved: the page reads the list again. */
  onChange: () => void;
  /** An alert was deleted, and the list read again without it. */
  onRemoved: (id: string) => void;
}

const subscriptionElementId = (id: string) => `subscription-${id}`;

function OwnSubscriptions({ subscriptions, options, onChange, onRemoved }: OwnSubscriptionsProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const revalidateData = useRevalidateData();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listed = (subscription: Subscription | undefined) =>
    subscription ? document.getElementById(subscriptionElementId(subscription.id)) : null;
  /**
   * Where the focus goes once the alert at `index` has been deleted: the alert that took its
   * place, else the one before it, else the list's heading (the words of an empty list follow
   * it). None while the alert is still listed: the delete was cancelled.
   */
  const focusAfterDeleting = (index: number) =>
    listed(subscriptions[index])
      ? null
      : (listed(subscriptions[index + 1]) ??
        listed(subscriptions[index - 1]) ??
        headingRef.current);

  return (
    <section aria-labelledby="own-subscriptions" className="stack">
      <h2 id="own-subscriptions" ref={headingRef} tabIndex={-1}>
        {t('subscriptions.ownHeading')}
      </h2>
      {subscriptions.length === 0 ? (
        <p className="subscriptions-empty">{t('subscriptions.none')}</p>
      ) : (
        <ul className="subscriptions-list">
          {subscriptions.map((subscription, index) => (
            <li key={subscription.id} id={subscriptionElementId(subscription.id)} tabIndex={-1}>
              <SubscriptionCard
                subscription={subscription}
                options={options}
                changeFrequency={(frequency) => updateSubscription(subscription.id, { frequency })}
                remove={async () => {
                  await deleteSubscription(subscription.id);
                  // The dialog waits for the list read again: the card leaves with it, and the
                  // focus can go on to the alert that takes its place.
                  await revalidateData();
                }}
                focusAfterRemoval={() => focusAfterDeleting(index)}
                onChanged={onChange}
                onRemoved={() => {
                  onRemoved(subscription.id);
                  showToast(t('subscriptions.deleted'), 'success');
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SubscriptionsPage({ data }: { data: SubscriptionsData }) {
  const { t } = useTranslation();
  const session = useSession();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const own = data.view === 'manage' ? data.subscriptions : null;
  const reload = () => void revalidator.revalidate();
  const prefill = criteriaFromSearch(searchParams);

  if (data.view === 'token') {
    return (
      <div className="subscriptions-page stack">
        <h1>{t('titles.subscription')}</h1>
        <TokenSubscription
          key={data.token}
          token={data.token}
          subscription={data.subscription}
          confirmedNow={data.confirmedNow}
          options={data.options}
        />
      </div>
    );
  }

  const anonymous = own === null || !session.authenticated;
  const ownList = !anonymous && own && (
    <OwnSubscriptions
      subscriptions={own}
      options={data.options}
      onChange={reload}
      onRemoved={(id) => setRemovedIds((ids) => [...ids, id])}
    />
  );
  // Arriving from a search, the form filled in with it comes first (on a phone, above the list
  // too): the alert is one press away.
  const fromSearch = hasCriteria(prefill);
  return (
    <div className="subscriptions-page stack">
      <h1>{t('titles.subscription')}</h1>
      <p className="subscriptions-lead">{t('subscriptions.intro')}</p>
      <div
        className={
          fromSearch
            ? 'subscriptions-page__layout subscriptions-page__layout--form-first'
            : 'subscriptions-page__layout'
        }
      >
        {!fromSearch && ownList}
        <section
          aria-labelledby="new-subscription"
          className="card stack subscriptions-page__create"
        >
          <h2 id="new-subscription">{t('subscriptions.newHeading')}</h2>
          {anonymous && <p>{t('subscriptions.anonymousIntro')}</p>}
          <SubscriptionForm
            key={JSON.stringify(prefill)}
            anonymous={anonymous}
            options={data.options}
            prefill={prefill}
            removedIds={removedIds}
            onCreated={(subscription) => {
              if (anonymous) return;
              reload();
              return () => document.getElementById(subscriptionElementId(subscription.id));
            }}
          />
        </section>
        {fromSearch && ownList}
      </div>
    </div>
  );
}
