import { useCallback, type RefCallback } from 'react';

/**
 * Publishes an element's height as a CSS variable on the root while it is on the page; returns
 * the ref to put on it. The height is the one a ResizeObserver reports once the page is laid
 * out, before that frame paints. Nothing here reads the element's box: after another element has
 * published its height, a read would force the whole page's style and layout again, at once (a
 * variable on the root reaches every element), and measuring in React's commit would force a
 * layout of the whole page inside it (decision 006). A value that has not changed is not written
 * again. Without a ResizeObserver (jsdom) the height is measured once.
 */
export function usePublishedHeight(variable: string): RefCallback<HTMLElement> {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const root = document.documentElement;
      const publish = (height: number) => {
        const value = `${Math.ceil(height)}px`;
        if (root.style.getPropertyValue(variable) !== value)
          root.style.setProperty(variable, value);
      };
      const observer =
        typeof ResizeObserver === 'function'
          ? new ResizeObserver(([entry]) => {
              if (entry) publish(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
            })
          : null;
      if (observer) observer.observe(element);
      else publish(element.getBoundingClientRect().height);
      return () => {
        observer?.disconnect();
        root.style.removeProperty(variable);
      };
    },
    [variable],
  );
}
