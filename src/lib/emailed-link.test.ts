import { afterEach, describe, expect, test } from 'vitest';
import {
  emailedLinkToken,
  forgetEmailedLinkToken,
  isEmailedLinkLanding,
  takeEmailedLinkToken,
  takeEmailedLinkTokenFromAddressBar,
} from './emailed-link';

const at = (address: string) => new URL(address, 'https://jobs.example.com');

describe('an emailed link’s token', () => {
  afterEach(() => {
    forgetEmailedLinkToken();
    window.history.replaceState(null, '', '/');
  });

  test('leaves the address and is held for the page and auth view it opened', () => {
    expect(takeEmailedLinkToken(at('/?auth=register&token=secret-1&returnTo=%2Fjob'))).toBe(
      '/?auth=register&returnTo=%2Fjob',
    );
    expect(emailedLinkToken('/', 'register')).toBe('secret-1');
    expect(emailedLinkToken('/', 'reset-password')).toBeNull();
    expect(emailedLinkToken('/subscription', null)).toBeNull();
    expect(isEmailedLinkLanding('/')).toBe(true);
    expect(isEmailedLinkLanding('/job/x')).toBe(false);
  });

  test('a job-alert link holds its token for the job-alert page only', () => {
    expect(takeEmailedLinkToken(at('/subscription?token=alert-1#top'))).toBe('/subscription#top');
    expect(emailedLinkToken('/subscription', null)).toBe('alert-1');
    expect(emailedLinkToken('/subscription', 'login')).toBeNull();
  });

  test('an address without a token changes nothing and holds nothing', () => {
    expect(takeEmailedLinkToken(at('/?category=IT&page=2'))).toBe('/?category=IT&page=2');
    expect(isEmailedLinkLanding('/')).toBe(false);
  });

  test('at boot the address bar and the history entry lose it, the history state stays', () => {
    window.history.replaceState({ kept: true }, '', '/?auth=reset-password&token=secret-2');
    takeEmailedLinkTokenFromAddressBar();
    expect(window.location.search).toBe('?auth=reset-password');
    expect(window.history.state).toEqual({ kept: true });
    expect(emailedLinkToken('/', 'reset-password')).toBe('secret-2');
  });

  test('a link to `//?auth=…` (a portal address that ends in a slash) opens its view over the home page', () => {
    const link = new URL('https://jobs.example.com//?auth=reset-password&token=secret-4#top');
    expect(takeEmailedLinkToken(link)).toBe('/?auth=reset-password#top');
    expect(emailedLinkToken('/', 'reset-password')).toBe('secret-4');
  });

  test('at boot such a link leaves the address bar a path of this site, where the token is held', () => {
    window.history.replaceState(
      null,
      '',
      `${window.location.origin}//?auth=reset-password&token=secret-5`,
    );
    // As `//?…` history.replaceState reads another site's address and throws: a white page.
    takeEmailedLinkTokenFromAddressBar();
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('?auth=reset-password');
    expect(emailedLinkToken('/', 'reset-password')).toBe('secret-5');
  });

  test('once spent it is gone', () => {
    takeEmailedLinkToken(at('/?auth=register&token=secret-3'));
    forgetEmailedLinkToken();
    expect(emailedLinkToken('/', 'register')).toBeNull();
    expect(isEmailedLinkLanding('/')).toBe(false);
  });
});
