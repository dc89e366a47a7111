import { useCallback, useLayoutEffect, useState } from 'react';

const HEADER_HEIGHT_VAR = '--site-header-height';

/**
 * Publishes the sticky header's real height as a CSS variable on the root: the page's
 * `scroll-padding-top` follows it (shell.css), so the browser scrolls a focused element or a
 * `#fragment` target below the header, whatever its height in this language, width and text size
 * (WCAG 2.4.11). Returns the ref to put on the header.
 */
export function usePublishedHeaderHeight() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(
        HEADER_HEIGHT_VAR,
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      );
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, [element]);
  return useCallback((node: HTMLElement | null) => setElement(node), []);
}
