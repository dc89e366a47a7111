import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page's main heading, made focusable by script only; null while the page has none.
 * Focus on a heading reads its name, where focus on the unnamed main region says nothing.
 */
function headingIn(main: HTMLElement): HTMLElement | null {
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * After an in-app navigation (not on a first load, where the browser starts at the top), focus
 * goes to the new page's heading, so a screen reader says where the person is. A page whose
 * heading comes with its code or data gets the focus when the heading appears; until then the
 * main region holds it. A heading shown while the page loads and then replaced by the loaded
 * page's own (a removed element takes the focus with it, to <body>) hands the focus on to the
 * new one. A person who moves the focus meanwhile keeps it where they put it.
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
    if (!main) return;
    let heading: HTMLElement | null = null;
    const focusHeading = () => {
      heading = headingIn(main);
      (heading ?? main).focus({ preventScroll: true });
    };
    const observer = new MutationObserver(() => {
      const focused = document.activeElement;
      if (focused === main || (focused === document.body && heading?.isConnected === false))
        focusHeading();
    });
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== main && event.target !== heading) stop();
    };
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
    focusHeading();
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return stop;
  }, [pathname]);
}
