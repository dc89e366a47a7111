import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Frequency } from '@/api/contract/shared';
import type { Subscription } from '@/api/contract/subscriptions';
import { FREQUENCIES } from '@/api/constants';
import { Button } from '@/components/button/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast/toast';
import { useFormat } from '@/i18n/format';
import type { CriteriaOptions } from './api';
import { CriteriaList, useCriteriaText } from './criteria-summary';
import { useErrorText } from '@/components/form/error-text';

interface SubscriptionCardProps {
  subscription: Subscription;
  options: CriteriaOptions | null;
  /** The heading level inside the page: h3 in a list, h2 when it is the page's only item. */
  headingLevel?: 2 | 3;
  changeFrequency: (frequency: Frequency) => Promise<Subscription>;
  remove: () => Promise<unknown>;
  /** Where the focus goes when the delete's dialog closes; none: back to the delete button. */
  focusAfterRemoval?: () => HTMLElement | null;
  onChanged: (subscription: Subscription) => void;
  onRemoved: () => void;
}

/**
 * One job alert: what it looks for, how many open jobs match now, how often it emails (changed
 * on the spot), and a delete behind a confirmation.
 */
export function SubscriptionCard({
  subscription,
  options,
  headingLevel = 3,
  changeFrequency,
  remove,
  focusAfterRemoval,
  onChanged,
  onRemoved,
}: SubscriptionCardProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const format = useFormat();
  const { showToast } = useToast();
  const describe = useCriteriaText(options);
  const { title, rows } = describe(subscription.criteria);
  const frequencyId = `frequency-${useId()}`;
  const [frequency, setFrequency] = useState<Frequency>(subscription.frequency);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const latestChange = useRef(0);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onFrequency = async (next: Frequency) => {
    const previous = frequency;
    const change = ++latestChange.current;
    setFrequency(next);
    setSaving(true);
    try {
      const updated = await changeFrequency(next);
      if (change !== latestChange.current) return;
      setFrequency(updated.frequency);
      onChanged(updated);
      showToast(t('subscriptions.saved'), 'success');
    } catch (error) {
      if (change !== latestChange.current) return;
      setFrequency(previous);
      const text = errorText(error);
      if (text) showToast(text, 'error');
    } finally {
      if (change === latestChange.current) setSaving(false);
    }
  };

  const onDelete = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await remove();
      setConfirming(false);
      onRemoved();
    } catch (error) {
      setDeleteError(errorText(error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <article className="card subscription-card stack" aria-labelledby={`${frequencyId}-title`}>
      <div className="subscription-card__head">
        <Heading id={`${frequencyId}-title`} className="subscription-card__title">
          {title}
        </Heading>
        <p className="subscription-card__count">
          {t('subscriptions.matchingJobs', { count: subscription.matchingJobs })}
        </p>
      </div>
      <CriteriaList rows={rows} />
      <p className="subscriptions-muted">
        {t('subscriptions.sentTo', {
          email: subscription.email,
          date: format.date(subscription.createdAt),
        })}
      </p>
      <div className="subscription-card__actions">
        <div className="field subscription-card__frequency">
          <label className="field__label" htmlFor={frequencyId}>
            {t('subscriptions.frequencyLabel')}
          </label>
          <select
            id={frequencyId}
            className="select"
            value={frequency}
            aria-busy={saving || undefined}
            onChange={(event) => void onFrequency(event.target.value as Frequency)}
          >
            {FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {t(`subscriptions.frequency.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          className="subscription-card__delete"
          aria-label={t('subscriptions.deleteNamed', { title })}
          onClick={() => setConfirming(true)}
        >
          {t('subscriptions.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('subscriptions.deleteTitle')}
        message={t('subscriptions.deleteQuestion', { title })}
        confirmLabel={t('subscriptions.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void onDelete()}
        onCancel={() => {
          setConfirming(false);
          setDeleteError(null);
        }}
        pending={deleting}
        error={deleteError}
        focusOnClose={focusAfterRemoval}
      />
    </article>
  );
}
