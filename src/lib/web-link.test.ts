import { describe, expect, test } from 'vitest';
import { httpsLink, mailLink, webLink } from './web-link';

describe('webLink: only http and https addresses are linked', () => {
  test.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'not a url',
    '/relative/path',
    '',
    null,
    undefined,
  ])('%s is not', (value) => {
    expect(webLink(value)).toBeNull();
  });

  test('a web address is, as a URL', () => {
    expect(webLink('https://a.example/take?x=1')?.href).toBe('https://a.example/take?x=1');
    expect(webLink('http://a.example')?.hostname).toBe('a.example');
  });
});

describe('httpsLink: documents are linked over https only', () => {
  test.each([
    'http://employer.example/privacy',
    'javascript:alert(1)',
    'data:text/html,<p>notice</p>',
    '//employer.example/privacy',
    '/privacy',
    '',
    null,
    undefined,
  ])('%s is not', (value) => {
    expect(httpsLink(value)).toBeNull();
  });

  test('an https address is, trimmed', () => {
    expect(httpsLink(' https://employer.example/privacy ')?.href).toBe(
      'https://employer.example/privacy',
    );
  });
});

describe('mailLink', () => {
  test('a plain address is a mailto link', () => {
    expect(mailLink('hr@example.com')).toBe('mailto:hr@example.com');
    expect(mailLink(' rekrytering@företag.se ')).toBe('mailto:rekrytering@företag.se');
  });

  test.each([
    'hr@example.com?bcc=spy@evil.example',
    'hr@example.com,spy@evil.example',
    'hr@example.com&cc=spy@evil.example',
    'javascript:alert(1)//@example.com',
    'not an address',
    '',
  ])('%j is no link', (value) => {
    expect(mailLink(value)).toBeNull();
  });
});
