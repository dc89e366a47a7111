import { useBrowserStore } from './use-hydrated';

// In em, as every width query here: text set larger in the browser moves the layouts with it.
export const PHONE_QUERY = '(max-width: 40em)';

export function useMediaQuery(query: string): boolean {
  return useBrowserStore(
    (onChange) => {
      // Environments without matchMedia (jsdom in unit tests) simply never match.
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    false,
  );
}
