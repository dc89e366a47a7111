import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface AuthStepProps {
  /** A heading of its own; the first step of a view has the dialog's title instead. */
  heading?: ReactNode;
  /** What gets focus when the step appears: its first field, or its heading to read it out. */
  focus?: 'field' | 'heading';
  children: ReactNode;
}

/** One step of a flow. Focus moves into it when it appears, so a step change is never silent. */
export function AuthStep({ heading, focus = 'field', children }: AuthStepProps) {
  const container = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Before paint, in the same commit as the step: there is no frame where focus sits on <body>.
  useLayoutEffect(() => {
    const target =
      focus === 'heading'
        ? headingRef.current
        : (container.current?.querySelector<HTMLElement>(
            'input:not([readonly]), select, textarea',
          ) ?? headingRef.current);
    target?.focus();
  }, [focus]);
  return (
    <section ref={container} className="auth-step stack">
      {heading && (
        <h3 ref={headingRef} tabIndex={-1} className="auth-step__heading">
          {heading}
        </h3>
      )}
      {children}
    </section>
  );
}
