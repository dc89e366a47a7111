import { useField } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from './fields';
import './form-fields.css';

type OneTimeCodeFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type' | 'value' | 'onChange' | 'inputMode' | 'autoComplete'
> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

/** Codes arrive as "123 456" or "123-456" from SMS and authenticator apps; only digits count. */
const stripCodeSeparators = (value: string) => value.replace(/[\s-]/g, '');

/**
 * A six-digit one-time code (SMS or authenticator app). No maxLength: a pasted "123 456" would
 * be cut to "123 45" before the separators could be removed. `autocomplete="one-time-code"`
 * lets phones offer the code from an incoming SMS.
 */
export function OneTimeCodeField({ name, label, hint, ...inputProps }: OneTimeCodeFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = `field-${useId()}-${name}`;
  const { t } = useTranslation();
  const message = useFieldMessage();
  const error = meta.touched && meta.error ? message(meta.error) : null;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      <input
        {...inputProps}
        id={id}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => void helpers.setValue(stripCodeSeparators(event.target.value))}
        onBlur={field.onBlur}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        className="input input--code"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <div id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{t('form.errorPrefix')}</span> {error}
        </div>
      )}
    </div>
  );
}
