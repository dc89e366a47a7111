import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useSearchParams } from 'react-router-dom';
import { useSession } from '@/api/session';
import type { Subscription } from '@/api/contract/subscriptions';
import { useToast } from '@/components/toast/toast';
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
  /** An alert was deleted (the list is read again too). */
  onRemoved: (id: string) => void;
}

const subscriptionElementId = (id: string) => `subscription-${id}`;

function OwnSubscriptions({ subscriptions, options, onChange, onRemoved }: OwnSubscriptionsProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="own-subscriptions" className="stack">
      <h2 id="own-subscriptions" ref={headingRef} tabIndex={-1}>
        {t('subscriptions.ownHeading')}
      </h2>
      {subscriptions.length === 0 ? (
        <p className="subscriptions-empty">{t('subscriptions.none')}</p>
      ) : (
        <ul className="subscriptions-list">
          {subscriptions.map((subscription) => (
            <li key={subscription.id} id={subscriptionElementId(subscription.id)} tabIndex={-1}>
              <SubscriptionCard
                subscription={subscription}
                options={options}
                changeFrequency={(frequency) => updateSubscription(subscription.id, { frequency })}
                remove={() => deleteSubscription(subscription.id)}
                onChanged={onChange}
                onRemoved={() => {
                  onRemoved(subscription.id);
                  onChange();
                  showToast(t('subscriptions.deleted'), 'success');
                  // The card and its button are gone: continue from the list's heading.
                  headingRef.current?.focus();
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
