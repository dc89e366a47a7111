import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, useFieldControl } from './fields';
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
  const control = useFieldControl<string>(name, { hint });
  const { field, helpers } = control;
  return (
    <FieldFrame control={control} label={label} hint={hint}>
      <input
        {...inputProps}
        {...control.inputProps}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => void helpers.setValue(stripCodeSeparators(event.target.value))}
        onBlur={field.onBlur}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        className="input input--code"
      />
    </FieldFrame>
  );
}
