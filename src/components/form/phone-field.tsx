import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  completePhoneNumber,
  formatPhoneNumber,
  localPhoneExample,
  type PhoneCountry,
} from '@/lib/phone';
import { FieldFrame, useFieldControl } from './fields';
import './phone-field.css';

interface PhoneFieldProps {
  name: string;
  label: ReactNode;
  /** Whose local numbers are completed (lib/phone); null: only a number with its code passes. */
  country: PhoneCountry | null;
  /** Said after the hint on how to write the number. */
  note?: ReactNode;
  required?: boolean;
}

/**
 * A phone number as people type it. Under it the number the form will send, completed and
 * spaced for reading, so a wrong country code is seen before anything is sent. It describes the
 * control and is no live region: read out at every keystroke it would drown the typing.
 */
export function PhoneField({ name, label, country, note, required }: PhoneFieldProps) {
  const { t } = useTranslation();
  const hint = (
    <>
      {country
        ? t('validation.phoneHintLocal', { example: localPhoneExample(country) })
        : t('validation.phoneHintInternational')}
      {note && <> {note}</>}
    </>
  );
  const completedId = useId();
  const control = useFieldControl<string>(name, { hint });
  const completed = completePhoneNumber(control.field.value ?? '', country);
  const describedBy = [control.inputProps['aria-describedby'], completed && completedId]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame control={control} label={label} hint={hint}>
      <input
        {...control.field}
        {...control.inputProps}
        aria-describedby={describedBy || undefined}
        value={control.field.value ?? ''}
        required={required}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        className="input"
      />
      {completed && (
        <p id={completedId} className="field__hint phone-field__completed">
          {t('validation.phoneWillUse', { number: formatPhoneNumber(completed) })}
        </p>
      )}
    </FieldFrame>
  );
}
