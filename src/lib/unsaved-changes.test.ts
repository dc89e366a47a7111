import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import './unsaved-changes';

/**
 * What a browser does as it follows an in-page link (jsdom does not): unless the page prevented it,
 * a new entry without state, then popstate.
 */
function followInPageLink(hash: string, click: MouseEventInit = {}): void {
  const link = document.createElement('a');
  link.href = hash;
  link.textContent = 'Apply now';
  document.body.append(link);
  let followed = false;
  const browser = (event: Event) => {
    followed = !event.defaultPrevented && !click.ctrlKey;
    event.preventDefault();
  };
  window.addEventListener('click', browser);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...click }));
  window.removeEventListener('click', browser);
  link.remove();
  if (!followed) return;
  window.history.pushState(null, '', hash);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

const routerEntry = { usr: { applicationSentAt: '2026-11-28T05:00:00Z' }, key: 'page', idx: 3 };

beforeEach(() => {
  window.history.replaceState(routerEntry, '', '/job/data-engineer');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('an in-page link', () => {
  test('its entry gets the page’s router state and the next index before the router hears of it', () => {
    let seenByRouter: unknown;
    const router = () => {
      seenByRouter = window.history.state;
    };
    window.addEventListener('popstate', router);
    followInPageLink('#apply');
    window.removeEventListener('popstate', router);

    expect(window.location.hash).toBe('#apply');
    expect(seenByRouter).toEqual({
      usr: routerEntry.usr,
      key: expect.any(String),
      idx: routerEntry.idx + 1,
    });
    expect((seenByRouter as { key: string }).key).not.toBe(routerEntry.key);
  });

  test('followed again to the same place, the browser replaces the entry: the index stays', () => {
    window.history.replaceState(routerEntry, '', '/job/data-engineer#apply');
    followInPageLink('#apply');
    expect(window.history.state).toMatchObject({ idx: routerEntry.idx });
  });

  test('a link the page handles itself, or opened elsewhere, is left alone', () => {
    const handled = (event: Event) => event.preventDefault();
    document.addEventListener('click', handled, { capture: true });
    followInPageLink('#firstName');
    document.removeEventListener('click', handled, { capture: true });
    expect(window.history.state).toEqual(routerEntry);

    followInPageLink('#apply', { ctrlKey: true });
    window.history.pushState(null, '', '#elsewhere');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(window.history.state).toBeNull();
  });
});
