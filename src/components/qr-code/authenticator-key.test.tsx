import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { loadLocaleParts } from '@/i18n/i18n';
import { AuthenticatorKey, keyGroups } from './authenticator-key';

// Rendered outside its screens: its strings load as they load them.
beforeAll(() => loadLocaleParts('validation'));
afterEach(() => vi.unstubAllGlobals());

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Jobs%20portal:nora%40example.com?secret=${SECRET}`;

/** jsdom has no matchMedia: a touch screen is simulated by answering the pointer query. */
function simulateTouchScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('AuthenticatorKey', () => {
  test('shows the key in groups of four, each an unbreakable element, with spaces between', () => {
    render(<AuthenticatorKey otpauthUrl={OTPAUTH} secret={SECRET} />);
    const key = screen.getByText(
      (_ownText, element) =>
        element?.tagName === 'CODE' && element.textContent === keyGroups(SECRET).join(' '),
    );
    expect(key).toBeInTheDocument();
    for (const group of keyGroups(SECRET))
      expect(screen.getAllByText(group)[0]).toHaveClass('authenticator-key__group');
    expect(keyGroups('ABCDEFGHIJ')).toEqual(['ABCD', 'EFGH', 'IJ']);
  });

  test('without a touch screen: "Copy key" only, which copies the key and says so', async () => {
    const user = userEvent.setup();
    render(<AuthenticatorKey otpauthUrl={OTPAUTH} secret={SECRET} />);
    expect(
      screen.queryByRole('link', { name: 'Open in authenticator app' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByRole('status')).toHaveTextContent('The key has been copied.');
  });

  test('on a touch screen: "Open in authenticator app" opens the otpauth address', () => {
    simulateTouchScreen();
    render(<AuthenticatorKey otpauthUrl={OTPAUTH} secret={SECRET} />);
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      OTPAUTH,
    );
  });

  test('a clipboard that refuses: the person is told to copy the key by hand', async () => {
    const user = userEvent.setup();
    render(<AuthenticatorKey otpauthUrl={OTPAUTH} secret={SECRET} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The key could not be copied. Select it and copy it yourself.',
    );
  });
});
