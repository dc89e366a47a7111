import { Field, useField } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { facetLabel, withCategoryKeys } from '@/api/labels';
import type { FacetValue } from '@/api/contract/jobs';
import type { Frequency } from '@/api/contract/shared';
import type { Subscription, SubscriptionCriteria } from '@/api/contract/subscriptions';
import { EMPLOYMENT_TYPES, FREQUENCIES } from '@/api/constants';
import { EmailField, SelectField, TextField } from '@/components/form/fields';
import {
  FormShell,
  SubmitButton,
  useForm,
  type FocusAfterSuccess,
} from '@/components/form/form-shell';
import { codeFromLocale } from '@/i18n/languages';
import { useFormat } from '@/i18n/format';
import { emailRule } from '@/lib/validation';
import { createSubscription, type CriteriaOptions } from './api';
import { CityCombobox } from './city-combobox';
import { hasCriteria, LIST_CRITERIA, type ListCriterion } from './criteria';

interface FormValues {
  q: string;
  location: string;
  category: string[];
  region: string[];
  company: string[];
  employmentType: string[];
  frequency: Frequency;
  email: string;
}

const schemaFor = (anonymous: boolean) =>
  yup.object({
    frequency: yup
      .mixed<Frequency>()
      .oneOf([...FREQUENCIES])
      .required(),
    email: anonymous ? emailRule() : yup.string(),
  });

function toCriteria(values: FormValues): SubscriptionCriteria {
  const criteria: SubscriptionCriteria = {};
  if (values.q.trim()) criteria.q = values.q.trim();
  if (values.location.trim()) criteria.location = values.location.trim();
  if (values.category.length) criteria.category = values.category;
  if (values.region.length) criteria.region = values.region;
  if (values.company.length) criteria.company = values.company;
  if (values.employmentType.length)
    criteria.employmentType = values.employmentType as SubscriptionCriteria['employmentType'];
  return criteria;
}

/** A collapsible group of checkboxes; the summary says how many are chosen. */
function ChoiceGroup({ name, choices }: { name: ListCriterion; choices: FacetValue[] }) {
  const { t } = useTranslation();
  const legend = t(`subscriptions.criteria.${name}`);
  const { locale } = useFormat();
  const [field] = useField<string[]>(name);
  const chosen = field.value.length;
  if (choices.length === 0) return null;
  return (
    <details className="subscription-choices" open={chosen > 0 || undefined}>
      <summary>
        {legend}
        {chosen > 0 && (
          <span className="subscription-choices__count">
            {' '}
            ({t('subscriptions.chosen', { count: chosen })})
          </span>
        )}
      </summary>
      <fieldset className="subscription-choices__fieldset">
        <legend className="visually-hidden">{legend}</legend>
        <div className="subscription-choices__grid">
          {choices.map((choice) => (
            <label key={choice.value} className="checkbox subscription-choices__item">
              <Field type="checkbox" name={name} value={choice.value} />
              <span>{facetLabel(choice, locale)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}

/** The options the job list offers, plus any value a saved-search link brought that they lack. */
function withPrefilled(
  options: FacetValue[] | undefined,
  prefilled: string[] | undefined,
): FacetValue[] {
  const list = [...(options ?? [])];
  for (const value of prefilled ?? []) {
    if (!list.some((option) => option.value === value))
      list.unshift({ value, label: value, count: 0 });
  }
  return list;
}

interface SubscriptionFormProps {
  anonymous: boolean;
  options: CriteriaOptions | null;
  prefill: SubscriptionCriteria;
  /** The alert was created: the page shows it, and may name what gets the focus. */
  onCreated: (subscription: Subscription) => FocusAfterSuccess | void;
  /** The person deleted these alerts here: the form may create one of them again as it was. */
  removedIds?: readonly string[];
}

export function SubscriptionForm({
  anonymous,
  options,
  prefill,
  onCreated,
  removedIds = [],
}: SubscriptionFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The alert the form last created, and the values it was created from.
  const [created, setCreated] = useState<{ id: string; values: string } | null>(null);
  const schema = useMemo(() => schemaFor(anonymous), [anonymous]);

  const initialValues: FormValues = {
    q: prefill.q ?? '',
    location: prefill.location ?? '',
    // A link from before category keys names categories by label: its key is what is stored.
    category: withCategoryKeys(prefill.category ?? [], options?.category ?? []),
    region: prefill.region ?? [],
    company: prefill.company ?? [],
    employmentType: prefill.employmentType ?? [],
    frequency: 'weekly',
    email: '',
  };

  const choices: Record<ListCriterion, FacetValue[]> = {
    category: withPrefilled(options?.category, initialValues.category),
    region: withPrefilled(options?.region, prefill.region),
    company: withPrefilled(options?.company, prefill.company),
    employmentType: EMPLOYMENT_TYPES.map((value) => ({
      value,
      label: t(`subscriptions.employmentTypes.${value}`),
      count: 0,
    })),
  };

  const form = useForm({
    initialValues,
    validationSchema: schema,
    // What a reload or an ended session must not lose: the words and the place typed. A draft
    // belongs to the form it was typed in: one filled in from a search keeps its own, so earlier
    // typing in the blank form never replaces the search the person came with.
    draft: {
      name: hasCriteria(prefill) ? `job-alert:${JSON.stringify(prefill)}` : 'job-alert',
      fields: anonymous ? ['q', 'location', 'email'] : ['q', 'location'],
    },
    submit: (values, { idempotencyKey }) => {
      setSentTo(null);
      const email = anonymous ? (schema.cast(values).email ?? '') : undefined;
      return createSubscription(
        {
          criteria: toCriteria(values),
          frequency: values.frequency,
          language: codeFromLocale(format.locale),
          ...(email ? { email } : {}),
        },
        idempotencyKey,
      );
    },
    // What was typed stays: the person sees what the alert looks for, and a similar one is one
    // change away.
    valuesAfterSuccess: (_created, values) => values,
    successMessage: t('subscriptions.created'),
    onSuccess: (subscription, values) => {
      setCreated({ id: subscription.id, values: JSON.stringify(values) });
      setSentTo(anonymous ? subscription.email : null);
      return onCreated(subscription);
    },
  });
  const { values } = form.formik;
  // A success ends the submission's key, so pressing again would make a second alert. The button
  // does nothing until something changes (or the alert is deleted): the same values again are the
  // alert that exists.
  const createdAlready =
    created !== null &&
    created.values === JSON.stringify(values) &&
    !removedIds.includes(created.id);

  return (
    <FormShell form={form} className="stack subscription-form">
      {hasCriteria(prefill) && (
        <p className="notice notice--info">{t('subscriptions.prefilled')}</p>
      )}
      <TextField
        name="q"
        label={t('subscriptions.criteria.q')}
        hint={t('subscriptions.qHint')}
        type="search"
      />
      <CityCombobox
        name="location"
        label={t('subscriptions.criteria.location')}
        hint={t('subscriptions.city.hint')}
      />
      {LIST_CRITERIA.map((name) => (
        <ChoiceGroup key={name} name={name} choices={choices[name]} />
      ))}
      {!hasCriteria(toCriteria(values)) && (
        <p className="subscriptions-muted">{t('subscriptions.allJobsHint')}</p>
      )}
      <SelectField
        name="frequency"
        label={t('subscriptions.frequencyLabel')}
        options={FREQUENCIES.map((value) => ({
          value,
          label: t(`subscriptions.frequency.${value}`),
        }))}
      />
      {anonymous && (
        <EmailField
          name="email"
          label={t('subscriptions.email')}
          hint={t('subscriptions.emailHint')}
          required
        />
      )}
      <div className="cluster">
        <SubmitButton
          busy={form.busy || createdAlready}
          busyLabel={form.busy ? t('subscriptions.creating') : undefined}
        >
          {t('subscriptions.create')}
        </SubmitButton>
      </div>
      {createdAlready && <p className="subscriptions-muted">{t('subscriptions.createAnother')}</p>}
      <div role="status">
        {sentTo && (
          <p className="notice notice--success">
            {t('subscriptions.checkInbox', { email: sentTo })}
          </p>
        )}
      </div>
    </FormShell>
  );
}
