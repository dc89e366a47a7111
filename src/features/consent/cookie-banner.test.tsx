import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast';
import { onAppEvent } from '@/lib/events';
import { CookieBannerSlot } from './cookie-banner-slot';
import { CookieSettingsButton } from './cookie-settings-button';
import {
  CONSENT_COOKIE,
  closeCookieSettings,
  parseConsent,
  readConsent,
  syncConsentFromCookie,
} from './consent-store';

const storedCookie = () => {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1)) : null;
};

let policyUpdates: unknown[];
let stopListening: () => void;

beforeEach(() => {
  policyUpdates = [];
  stopListening = onAppEvent('update-cookie-policy', (detail) => policyUpdates.push(detail));
});

afterEach(() => {
  stopListening();
  closeCookieSettings();
  syncConsentFromCookie();
});

function renderBanner() {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <main id="main" tabIndex={-1}>
        <h1>Open jobs</h1>
      </main>
      <footer>
        <CookieSettingsButton />
      </footer>
      <CookieBannerSlot />
    </ToastProvider>,
  );
  return { user };
}

// The banner's code is fetched when it is to be shown, so it appears a moment after the page.
const banner = () => screen.findByRole('region', { name: /cookie/i });

describe('the cookie banner', () => {
  test('the simple view shows the two toggles switched on, Accept, Decline and Handle cookies', async () => {
    renderBanner();
    const region = within(await banner());
    expect(region.getByRole('heading', { name: 'Cookies' })).toBeInTheDocument();
    expect(region.getByRole('switch', { name: 'Statistics' })).toBeChecked();
    expect(region.getByRole('switch', { name: 'Marketing' })).toBeChecked();
    expect(region.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Handle cookies' })).toBeInTheDocument();
  });

  test('Accept stores the toggles in cookie-consent for a year and emits update-cookie-policy', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const { user } = renderBanner();
    await user.click(within(await banner()).getByRole('switch', { name: 'Marketing' }));
    await user.click(within(await banner()).getByRole('button', { name: 'Accept' }));

    expect(storedCookie()).toBe('{"handled":true,"statistics":true,"marketing":false}');
    const written = cookieWrites.mock.calls
      .map(([value]) => String(value))
      .find((value) => value.startsWith(`${CONSENT_COOKIE}=`));
    expect(written).toContain(
      encodeURIComponent('{"handled":true,"statistics":true,"marketing":false}'),
    );
    expect(written).toMatch(/; Path=\/(;|$)/);
    expect(written).toMatch(/; SameSite=Strict/);
    expect(written).toMatch(/; Max-Age=31536000(;|$)/);

    expect(policyUpdates).toEqual([{ handled: true, statistics: true, marketing: false }]);
    expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your cookie choices have been saved');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  test('Accept with the defaults gives consent to both', async () => {
    const { user } = renderBanner();
    await user.click(within(await banner()).getByRole('button', { name: 'Accept' }));
    expect(storedCookie()).toBe('{"handled":true,"statistics":true,"marketing":true}');
  });

  test('Decline stores both off, whatever the toggles say', async () => {
    const { user } = renderBanner();
    await user.click(within(await banner()).getByRole('button', { name: 'Decline' }));
    expect(storedCookie()).toBe('{"handled":true,"statistics":false,"marketing":false}');
    expect(policyUpdates).toEqual([{ handled: true, statistics: false, marketing: false }]);
    expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
  });

  test.each(['Accept', 'Decline'])(
    '%s chooses here and cancels the browser’s own submission of the banner’s form',
    async (name) => {
      const { user } = renderBanner();
      const clicks: MouseEvent[] = [];
      const seeClick = (event: MouseEvent) => clicks.push(event);
      document.addEventListener('click', seeClick);
      await user.click(within(await banner()).getByRole('button', { name }));
      document.removeEventListener('click', seeClick);
      expect(clicks.map((click) => click.defaultPrevented)).toEqual([true]);
      expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
    },
  );

  test("'Handle cookies' opens the detail view with both switches off and its own accept", async () => {
    const { user } = renderBanner();
    await user.click(within(await banner()).getByRole('button', { name: 'Handle cookies' }));
    const region = within(await banner());
    expect(region.getByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
    expect(region.getByRole('switch', { name: 'Statistics' })).not.toBeChecked();
    expect(region.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    expect(region.getByRole('switch', { name: 'Statistics' })).toHaveAccessibleDescription(
      /how visitors use the portal/,
    );
    expect(region.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await user.click(region.getByRole('switch', { name: 'Statistics' }));
    await user.click(region.getByRole('button', { name: 'Accept selected' }));
    expect(storedCookie()).toBe('{"handled":true,"statistics":true,"marketing":false}');
    expect(policyUpdates).toHaveLength(1);
  });

  test("the detail view's Reject all stores both off, whatever its switches say", async () => {
    const { user } = renderBanner();
    await user.click(within(await banner()).getByRole('button', { name: 'Handle cookies' }));
    const region = within(await banner());
    await user.click(region.getByRole('switch', { name: 'Statistics' }));
    await user.click(region.getByRole('button', { name: 'Reject all' }));
    expect(storedCookie()).toBe('{"handled":true,"statistics":false,"marketing":false}');
    expect(policyUpdates).toEqual([{ handled: true, statistics: false, marketing: false }]);
    expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  test('Back returns to the first view as it was left, stores nothing, and focus goes to Handle cookies', async () => {
    const { user } = renderBanner();
    await user.click(within(await banner()).getByRole('switch', { name: 'Marketing' }));
    await user.click(within(await banner()).getByRole('button', { name: 'Handle cookies' }));
    const details = within(await banner());
    // Still off by default in the detail view, whatever the first view held.
    expect(details.getByRole('switch', { name: 'Statistics' })).not.toBeChecked();
    expect(details.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    expect(details.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(details.getByRole('button', { name: 'Back' }));

    const first = within(await banner());
    expect(first.getByRole('heading', { name: 'Cookies' })).toBeInTheDocument();
    expect(first.getByRole('switch', { name: 'Statistics' })).toBeChecked();
    expect(first.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    expect(first.getByRole('button', { name: 'Handle cookies' })).toHaveFocus();
    expect(storedCookie()).toBeNull();
    expect(policyUpdates).toEqual([]);
  });

  test('the detail view accepted untouched stores both off', async () => {
    const { user } = renderBanner();
    await user.click(within(await banner()).getByRole('button', { name: 'Handle cookies' }));
    await user.click(within(await banner()).getByRole('button', { name: 'Accept selected' }));
    expect(storedCookie()).toBe('{"handled":true,"statistics":false,"marketing":false}');
  });

  test('a handled choice hides the banner on the next visit', async () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"handled":true,"statistics":false,"marketing":true}')}; Path=/`;
    renderBanner();
    expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
  });

  test.each([
    ['garbage', '%7Bnot json'],
    ['a bare value', 'yes'],
    ['handled false', encodeURIComponent('{"handled":false,"statistics":true,"marketing":true}')],
    ['wrong types', encodeURIComponent('{"handled":true,"statistics":"yes","marketing":1}')],
    ['JSON null', 'null'],
  ])(
    'a cookie with %s counts as not handled: the banner shows, nothing crashes',
    async (_, value) => {
      document.cookie = `${CONSENT_COOKIE}=${value}; Path=/`;
      renderBanner();
      expect(within(await banner()).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
      expect(readConsent().handled).toBe(false);
    },
  );

  test("the footer's Cookie settings reopens the stored choice; a change is stored and focus returns", async () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"handled":true,"statistics":true,"marketing":false}')}; Path=/`;
    const { user } = renderBanner();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    const region = within(await banner());
    expect(region.getByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
    expect(region.getByRole('switch', { name: 'Statistics' })).toBeChecked();
    expect(region.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await user.click(region.getByRole('switch', { name: 'Statistics' }));
    await user.click(region.getByRole('button', { name: 'Accept selected' }));
    expect(storedCookie()).toBe('{"handled":true,"statistics":false,"marketing":false}');
    expect(policyUpdates).toEqual([{ handled: true, statistics: false, marketing: false }]);
    expect(settings).toHaveFocus();
  });

  test('reopened settings: Reject all withdraws both; Cancel, not Back, leaves them', async () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"handled":true,"statistics":true,"marketing":true}')}; Path=/`;
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const region = within(await banner());
    expect(region.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Reject all' }));
    expect(storedCookie()).toBe('{"handled":true,"statistics":false,"marketing":false}');
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  test('reopened settings can be cancelled without a change', async () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"handled":true,"statistics":true,"marketing":true}')}; Path=/`;
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(within(await banner()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
    expect(policyUpdates).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });
});

describe('parseConsent', () => {
  test('reads exactly the record { handled, statistics, marketing }', async () => {
    expect(parseConsent('{"handled":true,"statistics":true,"marketing":false}')).toEqual({
      handled: true,
      statistics: true,
      marketing: false,
    });
    expect(parseConsent(null).handled).toBe(false);
    expect(parseConsent('[]').handled).toBe(false);
  });
});
