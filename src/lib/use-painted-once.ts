import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './tasks';

/**
 * True from the frame after the first one the component painted in: what that first paint need
 * not wait for is asked for from then on, so on a slow line the page's own requests go first, and
 * a hydrated page's commit does not also start it. The component renders again then, as a
 * transition: in slices that leave a cheap phone free to answer a tap, not in one long task.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let current = true;
    void afterNextPaint().then(() => {
      if (current) startTransition(() => setPainted(true));
    });
    return () => {
      current = false;
    };
  }, []);
  return painted;
}
