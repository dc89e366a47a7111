import { describe, expect, test } from 'vitest';
import { webLink } from './web-link';

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
