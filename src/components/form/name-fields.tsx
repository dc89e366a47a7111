import type { ReactNode } from 'react';
import { TextField } from './fields';

interface NameField {
  /** The value's name in the form. */
  name: string;
  label: ReactNode;
}

interface NameFieldsProps {
  givenName: NameField;
  familyName: NameField;
  required?: boolean;
}

/** A person's given and family name, each marked for the browser to fill in from its own. */
export function NameFields({ givenName, familyName, required }: NameFieldsProps) {
  return (
    <>
      <TextField
        name={givenName.name}
        label={givenName.label}
        autoComplete="given-name"
        required={required}
      />
      <TextField
        name={familyName.name}
        label={familyName.label}
        autoComplete="family-name"
        required={required}
      />
    </>
  );
}
