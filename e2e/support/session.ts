import type { BrowserContext, Page } from '@playwright/test';
import { ENGLISH, type Language } from './languages';
import { ready } from './screens';

/** The demo build's own origin (playwright.config.ts). */
export const DEMO_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4180}`;

/** The seeded demo candidate (src/mocks/data/seed.ts) and the details a shared computer must forget. */
export const DEMO_CANDIDATE = {
  id: 'cand-1',
  name: 'Alva Lindqvist',
  email: 'demo@example.com',
  phone: '+46701234567',
  password: 'Demo-pass-1',
} as const;

/** An unsigned JWT shaped like the auth service's `authtoken`; the portal only decodes it. */
function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const candidateToken = (user: { id: string; name: string }, secondsLeft = 3600) =>
  makeToken({
    user: { ...user, type: 'candidate' },
    exp: Math.floor(Date.now() / 1000) + secondsLeft,
  });

export interface VisitOptions {
  /** The portal's language (the i18n_redirected cookie); null sets none: the browser's decides. */
  language?: Language | null;
  /** The cookie banner handled (it is other tests' subject); false leaves it to show. */
  consent?: boolean;
  /** The portal's origin: the demo build's unless a test serves a build of its own. */
  origin?: string;
}

export interface LogInOptions extends VisitOptions {
  /** Who is logged in: the demo candidate unless another user of the API is named. */
  as?: { id: string; name: string };
}

type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

/** The cookie-consent cookie as the portal writes it (Strict): the banner handled, these choices. */
export function consentCookie(
  origin: string,
  { statistics = false, marketing = false }: { statistics?: boolean; marketing?: boolean } = {},
): Cookie {
  return {
    name: 'cookie-consent',
    value: encodeURIComponent(JSON.stringify({ handled: true, statistics, marketing })),
    url: origin,
    sameSite: 'Strict',
  };
}

/**
 * What the browser's cookie-consent cookie holds (for this origin, if named); undefined if none.
 * A page's `document.cookie` write reaches the browser's cookie store a moment later: poll it
 * (`expect.poll`) after an action.
 */
export async function storedConsent(context: BrowserContext, origin?: string): Promise<unknown> {
  const cookie = (await context.cookies(origin)).find((entry) => entry.name === 'cookie-consent');
  return cookie && JSON.parse(decodeURIComponent(cookie.value));
}

/**
 * The cookies a returning visitor has: the language chosen and the cookie banner handled, as the
 * portal writes them (language Lax, consent Strict). English and consent given unless told.
 */
export async function prepareVisit(
  context: BrowserContext,
  { language = ENGLISH, consent = true, origin = DEMO_ORIGIN }: VisitOptions = {},
): Promise<void> {
  const cookies: Cookie[] = [];
  if (language)
    cookies.push({ name: 'i18n_redirected', value: language.code, url: origin, sameSite: 'Lax' });
  if (consent) cookies.push(consentCookie(origin));
  if (cookies.length) await context.addCookies(cookies);
}

/**
 * Logs a candidate in without the dialog: the visit's cookies (prepareVisit) and the authtoken
 * cookie POST /auth/tfa sets (the demo API and the stub accept these unsigned tokens). Logging in
 * through the dialog is the subject of the auth specs (logInInDialog in demo.ts).
 */
export async function logIn(
  context: BrowserContext,
  { as = DEMO_CANDIDATE, ...visit }: LogInOptions = {},
): Promise<void> {
  await prepareVisit(context, visit);
  await context.addCookies([
    {
      name: 'authtoken',
      value: candidateToken({ id: as.id, name: as.name }),
      url: visit.origin ?? DEMO_ORIGIN,
      sameSite: 'Lax',
    },
  ]);
}

/**
 * Opens a page of the portal as a returning visitor (prepareVisit), or with `loggedIn` as a
 * logged-in candidate (logIn), and waits until it is ready: where most tests start.
 */
export async function openPortal(
  page: Page,
  url: string,
  { loggedIn = false, ...options }: LogInOptions & { loggedIn?: boolean } = {},
): Promise<void> {
  await (loggedIn ? logIn : prepareVisit)(page.context(), options);
  await page.goto(url);
  await ready(page);
}
