import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import './handlers';
import { routeTable } from './respond';

const documented = readFileSync(resolve(process.cwd(), 'docs/api.md'), 'utf8')
  .split('\n')
  .map((line) => /^### (GET|POST|PATCH|PUT|DELETE) (\/\S*)$/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null)
  .map(([, method, path]) => `${method} ${path}`);

const served = routeTable.map((route) => `${route.method} ${route.path}`);

test('docs/api.md documents each call once', () => {
  expect(documented.length).toBeGreaterThan(40);
  expect(new Set(documented).size).toBe(documented.length);
});

test('every documented call has a demo handler', () => {
  expect(documented.filter((call) => !served.includes(call))).toEqual([]);
});

test('every demo handler is documented', () => {
  expect(served.filter((call) => !documented.includes(call))).toEqual([]);
});

test('the auth part covers every call the portal makes to the auth service', () => {
  const contract = [
    'POST /auth/login/email-password/',
    'POST /auth/tfa',
    'POST /auth/verify-candidate',
    'POST /auth/generate-totp',
    'POST /auth/register-candidate',
    'POST /auth/user-exists',
    'POST /auth/reset-password-request',
    'POST /auth/reset-password/token-check',
    'POST /auth/reset-password',
    'POST /auth/logout',
    'GET /auth/tfa-method',
    'PATCH /auth/tfa-method',
  ];
  expect(contract.filter((call) => !documented.includes(call) || !served.includes(call))).toEqual(
    [],
  );
});
