import { useCallback, type RefCallback } from 'react';

/**
 * Publishes an element's height as a CSS variable on the root while it is on the page; returns
 * the ref to put on it. The height comes from a ResizeObserver, which reports it once the page
 * is laid out, before that frame paints: measuring it in React's commit would force a layout of
 * the whole page inside the commit, a long task of its own (decision 006). Without a
 * ResizeObserver (jsdom) it is measured once.
 */
export function usePublishedHeight(variable: string): RefCallback<HTMLElement> {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const root = document.documentElement;
      const publish = () =>
        root.style.setProperty(variable, `${Math.ceil(element.getBoundingClientRect().height)}px`);
      const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
      if (observer) observer.observe(element);
      else publish();
      return () => {
        observer?.disconnect();
        root.style.removeProperty(variable);
      };
    },
    [variable],
  );
}
