import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button/button';
import { useAuthFlow } from './auth-flow';
import type { AuthView } from './auth-url';

interface AuthViewButtonProps {
  /** The auth view it opens over the same page. */
  view: AuthView;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}

/** A link to another auth view that looks like a button: the step's way on. */
export function AuthViewButton({ view, variant = 'primary', children }: AuthViewButtonProps) {
  const flow = useAuthFlow();
  return (
    <Link className={buttonClass(variant)} {...flow.linkTo(view)}>
      {children}
    </Link>
  );
}
