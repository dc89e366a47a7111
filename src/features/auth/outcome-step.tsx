import type { ReactNode } from 'react';
import { AuthStep } from './auth-step';

interface OutcomeStepProps {
  heading: string;
  tone: 'success' | 'error' | 'info';
  /** What happened, said in the step's notice. */
  message: ReactNode;
  /** What follows the notice before the way on (a note, the new account's backup codes). */
  children?: ReactNode;
  /** The way on: a button, or a link to another view that looks like one. */
  actions: ReactNode;
}

/**
 * A step that ends a flow or a try at it: a heading read out as it appears, a notice of what
 * happened and the way on.
 */
export function OutcomeStep({ heading, tone, message, children, actions }: OutcomeStepProps) {
  return (
    <AuthStep heading={heading} focus="heading">
      <p className={`notice notice--${tone}`}>{message}</p>
      {children}
      <div className="cluster">{actions}</div>
    </AuthStep>
  );
}
