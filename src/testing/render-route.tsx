import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { shellData } from '@/app/root-data';
import { ejectThrough, routes } from '@/app/router';
import { takeEmailedLinkToken } from '@/lib/emailed-link';

export interface RenderedRoute extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  user: ReturnType<typeof userEvent.setup>;
}

/** Renders a URL through the real route table, as the browser would, from boot on. */
export function renderRoute(url: string): RenderedRoute {
  const address = takeEmailedLinkToken(new URL(url, window.location.origin));
  const router = createMemoryRouter(routes, {
    initialEntries: [address],
    hydrationData: shellData(),
  });
  ejectThrough(router);
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, user };
}

/** Sets an authtoken cookie holding an unsigned JWT with the given payload. */
export function setAuthCookie(payload: Record<string, unknown>): void {
  document.cookie = `authtoken=${makeToken(payload)}; Path=/`;
}

export function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const candidatePayload = (overrides: Record<string, unknown> = {}) => ({
  user: { id: 'cand-1', name: 'Test Candidate', type: 'candidate' },
  exp: Math.floor(Date.now() / 1000) + 3600,
  ...overrides,
});
