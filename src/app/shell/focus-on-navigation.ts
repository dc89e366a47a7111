import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The new page's main heading, focusable by script only; null until the page has one.
 * Focus on a heading reads its name, where focus on the unnamed main region says nothing.
 */
function focusHeadingIn(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After an in-app navigation (not on a first load, where the browser starts at the top), focus
 * goes to the new page's heading, so a screen reader says where the person is. A page whose
 * heading comes with its code or data gets the focus when the heading appears; until then the
 * main region holds it, and a person who moved the focus meanwhile keeps it where they put it.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main || focusHeadingIn(main)) return;
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      if (document.activeElement !== main || focusHeadingIn(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
