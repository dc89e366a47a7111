import { describe, expect, test } from 'vitest';
import { fileContentUrl } from './content-url';

const API = { apiBase: 'https://api.example.com/v1', pageOrigin: 'https://jobs.example.com' };
const DEMO = { apiBase: '', pageOrigin: 'http://localhost:5173' };

describe('fileContentUrl: a file is fetched only from the main API', () => {
  test.each([
    [
      'a path, joined to the API base',
      '/files/f-1/content',
      'https://api.example.com/v1/files/f-1/content',
    ],
    [
      'a path without its slash',
      'files/f-1/content',
      'https://api.example.com/v1/files/f-1/content',
    ],
    [
      'the API origin, absolute',
      'https://api.example.com/files/f-1/content',
      'https://api.example.com/files/f-1/content',
    ],
  ])('allowed: %s', (_, contentUrl, expected) => {
    expect(fileContentUrl(contentUrl, API)?.href).toBe(expected);
  });

  test.each([
    ['another port', 'https://api.example.com:8443/files/f-1/content'],
    ['plain http to the API host', 'http://api.example.com/files/f-1/content'],
    ['another host', 'https://evil.example/files/f-1/content'],
    ['the portal itself', 'https://jobs.example.com/files/f-1/content'],
    ['a subdomain of the API', 'https://files.api.example.com/f-1'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['blob:', 'blob:https://api.example.com/5d1c'],
    ['protocol-relative', '//evil.example/files/f-1/content'],
    ['protocol-relative with backslashes', '\\\\evil.example/files'],
    ['a slash and a backslash, which browsers read as protocol-relative', '/\\evil.example/x'],
    ['user info that names the API as its user', 'https://api.example.com@evil.example/x'],
    ['user info in front of the API host', 'https://user:secret@api.example.com/files/f-1/content'],
    ['no address at all', 'https://'],
  ])('refused: %s', (_, contentUrl) => {
    expect(fileContentUrl(contentUrl, API)).toBeNull();
  });

  test('the demo, whose API answers on the page origin: its own paths only', () => {
    expect(fileContentUrl('/files/f-1/content', DEMO)?.href).toBe(
      'http://localhost:5173/files/f-1/content',
    );
    expect(fileContentUrl('http://localhost:5173/files/f-1/content', DEMO)).not.toBeNull();
    expect(fileContentUrl('http://localhost:9999/pwn', DEMO)).toBeNull();
    // Tabs and line breaks are dropped by the URL parser: "/\t/evil" would become "//evil".
    expect(fileContentUrl('/\t/evil.example/pwn', DEMO)).toBeNull();
  });
});
