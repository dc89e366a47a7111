import { useField } from 'formik';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n/translation-key';

/**
 * Form fields on formik's useField: label, hint, error and their ARIA wiring in one place.
 * Error values are translation keys (yup messages), optionally `{ key, values }`.
 */

export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: unknown): string | null => {
    // The schemas' messages are keys, but yup hands them back as plain strings.
    if (typeof message === 'string') return t(message as TranslationKey);
    if (message && typeof message === 'object' && 'key' in message) {
      const { key, values } = message as { key: TranslationKey; values?: Record<string, unknown> };
      return t(key, values);
    }
    return null;
  };
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | null;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  const { t } = useTranslation();
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
      {children}
      {error && (
        <div id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{t('form.errorPrefix')}</span> {error}
        </div>
      )}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: string | null) {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

export function TextField({ name, label, hint, type = 'text', ...inputProps }: TextFieldProps) {
  const [field, meta] = useField<string>({ name, type });
  const id = `field-${useId()}-${name}`;
  const message = useFieldMessage();
  const error = meta.touched && meta.error ? message(meta.error) : null;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        {...field}
        {...inputProps}
        value={field.value ?? ''}
        id={id}
        type={type}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

export function TextAreaField({ name, label, hint, ...textareaProps }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${useId()}-${name}`;
  const message = useFieldMessage();
  const error = meta.touched && meta.error ? message(meta.error) : null;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        {...field}
        {...textareaProps}
        value={field.value ?? ''}
        id={id}
        className="textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

export function CheckboxField({ name, label, hint }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = `field-${useId()}-${name}`;
  const { t } = useTranslation();
  const message = useFieldMessage();
  const error = meta.touched && meta.error ? message(meta.error) : null;
  return (
    <div className="field">
      <div className="checkbox">
        <input
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{t('form.errorPrefix')}</span> {error}
        </div>
      )}
    </div>
  );
}

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ name, label, hint, options }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${useId()}-${name}`;
  const message = useFieldMessage();
  const error = meta.touched && meta.error ? message(meta.error) : null;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        {...field}
        id={id}
        className="select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
