import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Subscription } from '@/api/contract/subscriptions';
import { paths } from '@/config/paths';
import { deleteSubscriptionByToken, updateSubscriptionByToken, type CriteriaOptions } from './api';
import { SubscriptionCard } from './subscription-card';

interface TokenSubscriptionProps {
  token: string;
  subscription: Subscription | null;
  confirmedNow: boolean;
  options: CriteriaOptions | null;
}

/**
 * The page behind the emailed link: opening it confirms the subscription; the same link then
 * manages it (frequency, cancel) without a login.
 */
export function TokenSubscription({
  token,
  subscription: initial,
  confirmedNow,
  options,
}: TokenSubscriptionProps) {
  const { t } = useTranslation();
  const [subscription, setSubscription] = useState(initial);
  const [cancelled, setCancelled] = useState(false);

  if (cancelled) {
    return (
      <div className="stack">
        <p className="notice notice--success" role="status">
          {t('subscriptions.token.cancelled')}
        </p>
        <p>
          <Link to={paths.home()}>{t('subscriptions.token.toJobs')}</Link>
        </p>
      </div>
    );
  }

  if (!subscription) {
    return (
      <div className="stack">
        <div className="notice notice--error">
          <h2 className="subscriptions-notice-title">{t('subscriptions.token.invalidTitle')}</h2>
          <p>{t('subscriptions.token.invalid')}</p>
        </div>
        <p>
          <Link to={paths.subscriptions()}>{t('subscriptions.token.startOver')}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="stack">
      {confirmedNow ? (
        <p className="notice notice--success">{t('subscriptions.token.confirmed')}</p>
      ) : (
        <p className="notice notice--info">{t('subscriptions.token.manageIntro')}</p>
      )}
      <SubscriptionCard
        subscription={subscription}
        options={options}
        headingLevel={2}
        changeFrequency={(frequency) => updateSubscriptionByToken(token, { frequency })}
        remove={() => deleteSubscriptionByToken(token)}
        onChanged={setSubscription}
        onRemoved={() => setCancelled(true)}
      />
    </div>
  );
}
