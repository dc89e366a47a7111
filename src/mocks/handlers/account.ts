import type {
  ConfirmPhoneRequest,
  Profile,
  UpdateConsentsRequest,
  UpdateProfileRequest,
} from '@/api/contract/account';
import type { LegalDocument } from '@/api/contract/legal-documents';
import type { Frequency, LanguageCode } from '@/api/contract/shared';
import type {
  CreateSubscriptionRequest,
  Subscription,
  SubscriptionCriteria,
  UpdateSubscriptionRequest,
} from '@/api/contract/subscriptions';
import { EMPLOYMENT_TYPES, FREQUENCIES } from '@/api/constants';
import { CITIES } from '../data/places';
import { TERMS_VERSION } from '../data/seed';
import { normalizeText } from '../data/text';
import { privacyNoticeFor } from '../data/privacy-notice';
import { termsFor } from '../data/terms';
import {
  AUTH_COOKIE,
  RequestError,
  badRequest,
  booleanField,
  emailField,
  json,
  noContent,
  notFound,
  phoneField,
  readJsonBody,
  route,
  stringField,
  type Sent,
} from '../respond';
import { categoryKeyFor } from '../data/categories';
import { searchJobs } from '../search';
import {
  addInboxEntry,
  catalog,
  deleteUserCascade,
  findUserByEmail,
  getState,
  mutate,
  type DemoUser,
  type StoredSubscription,
} from '../store';
import { newId, randomToken } from '../tokens';
import { dataExportArchive } from '../data-export';
import { applicationsOf, toApplication } from './applications';
import {
  cancelEmailChange,
  cancelPhoneChange,
  confirmPhoneChange,
  requestEmailChange,
  requestPhoneChange,
  resendPhoneChangeCode,
} from './auth';

const DAY = 86_400_000;
const RETENTION = 730 * DAY;
const LANGUAGES: readonly LanguageCode[] = ['sv', 'en', 'no', 'dk'];

// --- subscriptions -------------------------------------------------------------------------------

function stringList(
  value: unknown,
  field: string,
  allowed?: readonly string[],
): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (
    !Array.isArray(value) ||
    value.length > 50 ||
    !value.every((item) => typeof item === 'string' && item.length <= 100)
  ) {
    throw badRequest(`${field} must be a list of texts`, field);
  }
  if (allowed && value.some((item) => !allowed.includes(item as string)))
    throw badRequest(`${field} has an unknown value`, field);
  return value.length ? (value as string[]) : undefined;
}

function readCriteria(value: unknown): SubscriptionCriteria {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('criteria must be an object', 'criteria');
  const source = value as Sent<SubscriptionCriteria>;
  const criteria: SubscriptionCriteria = {};
  const q = stringField(source, 'q', { optional: true, max: 200 });
  if (q) criteria.q = q;
  const location = stringField(source, 'location', { optional: true, max: 100 });
  if (location) {
    // An alert on a place that exists nowhere would never match: only a suggested place is taken.
    const city = CITIES.find((place) => normalizeText(place.name) === normalizeText(location));
    if (!city) throw badRequest('criteria.location names no known place', 'criteria.location');
    criteria.location = city.name;
  }
  const category = stringList(source.category, 'criteria.category');
  const region = stringList(source.region, 'criteria.region');
  const company = stringList(source.company, 'criteria.company');
  const employmentType = stringList(
    source.employmentType,
    'criteria.employmentType',
    EMPLOYMENT_TYPES,
  );
  // Stored as keys: a category named by its label (an alert made before keys) is stored by key.
  if (category)
    criteria.category = [...new Set(category.map((value) => categoryKeyFor(value) ?? value))];
  if (region) criteria.region = region;
  if (company) criteria.company = company;
  if (employmentType)
    criteria.employmentType = employmentType as SubscriptionCriteria['employmentType'];
  return criteria;
}

function readFrequency(value: unknown): Frequency {
  if (!(FREQUENCIES as readonly unknown[]).includes(value))
    throw badRequest('frequency must be daily, weekly or monthly', 'frequency');
  return value as Frequency;
}

function matchingJobs(criteria: SubscriptionCriteria, now: number): number {
  const q = [criteria.q, criteria.location].filter(Boolean).join(' ');
  return searchJobs(catalog(now).jobs, { ...criteria, q, pageSize: 1 }, now).total;
}

function toSubscription(subscription: StoredSubscription, now: number): Subscription {
  return {
    id: subscription.id,
    email: subscription.email,
    criteria: subscription.criteria,
    frequency: subscription.frequency,
    createdAt: subscription.createdAt,
    confirmed: subscription.confirmed,
    matchingJobs: matchingJobs(subscription.criteria, now),
  };
}

function ownSubscription(user: DemoUser | null, id: string | undefined): StoredSubscription {
  const subscription = getState().subscriptions.find((candidate) => candidate.id === id);
  if (!user || !subscription || subscription.userId !== user.id)
    throw notFound('No such subscription');
  return subscription;
}

function byToken(token: string | undefined): StoredSubscription {
  const subscription = getState().subscriptions.find((candidate) => candidate.token === token);
  if (!subscription) throw notFound('This link is not valid');
  return subscription;
}

async function applyUpdate(
  request: Request,
  subscription: StoredSubscription,
  now: number,
): Promise<Response> {
  const body = await readJsonBody<UpdateSubscriptionRequest>(request);
  const frequency = body.frequency === undefined ? undefined : readFrequency(body.frequency);
  const criteria = body.criteria === undefined ? undefined : readCriteria(body.criteria);
  mutate(() => {
    if (frequency) subscription.frequency = frequency;
    if (criteria) subscription.criteria = criteria;
  });
  return json(toSubscription(subscription, now));
}

// --- profile -------------------------------------------------------------------------------------

function toProfile(user: DemoUser): Profile {
  return {
    userId: user.id,
    givenName: user.givenName,
    familyName: user.familyName,
    email: user.email,
    phone: user.phone,
    language: user.language,
    createdAt: user.createdAt,
    dataExpiresAt: user.dataExpiresAt,
    consents: { ...user.consents },
    pendingEmail: user.pendingEmail,
    pendingPhone: user.pendingPhone ?? null,
  };
}

/** GET /terms and GET /privacy-notice: one text in the language asked for, no login. */
function legalDocumentRoute(path: string, documentFor: (language: LanguageCode) => LegalDocument) {
  return route(
    'main',
    'GET',
    path,
    ({ url }) => {
      const language = url.searchParams.get('language') ?? 'en';
      if (!LANGUAGES.includes(language as LanguageCode))
        throw badRequest('language must be sv, en, no or dk', 'language');
      return json(documentFor(language as LanguageCode));
    },
    { auth: 'none' },
  );
}

export const accountRoutes = [
  route('main', 'GET', '/subscriptions', ({ user, now }) =>
    json(
      getState()
        .subscriptions.filter((subscription) => subscription.userId === user!.id)
        .map((subscription) => toSubscription(subscription, now)),
    ),
  ),

  route(
    'main',
    'POST',
    '/subscriptions',
    async ({ request, user, now }) => {
      const body = await readJsonBody<CreateSubscriptionRequest>(request);
      const criteria = readCriteria(body.criteria);
      const frequency = readFrequency(body.frequency);
      const language = LANGUAGES.includes(body.language as LanguageCode)
        ? (body.language as LanguageCode)
        : (user?.language ?? 'en');
      const email = user ? user.email : emailField(body);
      // An address that belongs to an account still has to confirm: the visitor may not own it.
      const subscription: StoredSubscription = {
        id: newId('sub'),
        userId: user?.id ?? null,
        email,
        token: randomToken(),
        criteria,
        frequency,
        createdAt: new Date(now).toISOString(),
        confirmed: user !== null,
        language,
      };
      mutate((draft) => {
        draft.subscriptions.push(subscription);
        if (!user) {
          addInboxEntry(
            draft,
            {
              channel: 'email',
              subject: 'confirm-subscription',
              to: email,
              code: null,
              link: `/subscription?token=${encodeURIComponent(subscription.token)}`,
            },
            now,
          );
        }
      });
      return json(toSubscription(subscription, now), 201);
    },
    { auth: 'optional' },
  ),

  route('main', 'PATCH', '/subscriptions/{id}', ({ request, user, params, now }) =>
    applyUpdate(request, ownSubscription(user, params.id), now),
  ),

  route('main', 'DELETE', '/subscriptions/{id}', ({ user, params }) => {
    const subscription = ownSubscription(user, params.id);
    mutate((draft) => {
      draft.subscriptions = draft.subscriptions.filter((candidate) => candidate !== subscription);
    });
    return noContent();
  }),

  route(
    'main',
    'GET',
    '/subscriptions/by-token/{token}',
    ({ params, now }) => json(toSubscription(byToken(params.token), now)),
    { auth: 'none' },
  ),

  route(
    'main',
    'POST',
    '/subscriptions/by-token/{token}/confirm',
    ({ params, now }) => {
      const subscription = byToken(params.token);
      mutate(() => {
        subscription.confirmed = true;
      });
      return json(toSubscription(subscription, now));
    },
    { auth: 'none' },
  ),

  route(
    'main',
    'PATCH',
    '/subscriptions/by-token/{token}',
    ({ request, params, now }) => applyUpdate(request, byToken(params.token), now),
    { auth: 'none' },
  ),

  route(
    'main',
    'DELETE',
    '/subscriptions/by-token/{token}',
    ({ params }) => {
      const subscription = byToken(params.token);
      mutate((draft) => {
        draft.subscriptions = draft.subscriptions.filter((candidate) => candidate !== subscription);
      });
      return noContent();
    },
    { auth: 'none' },
  ),

  route('main', 'GET', '/profile', ({ user }) => json(toProfile(user!))),

  // A new email address is not the login yet: it waits for the link sent to it (docs/api.md).
  route('main', 'PATCH', '/profile', async ({ request, user, now }) => {
    const body = await readJsonBody<UpdateProfileRequest>(request);
    const givenName = stringField(body, 'givenName', { max: 100 });
    const familyName = stringField(body, 'familyName', { max: 100 });
    const email = emailField(body);
    const phone = phoneField(body);
    const owner = findUserByEmail(email);
    if (owner && owner.id !== user!.id)
      throw new RequestError(409, 'CONFLICT', 'Another account uses this email address', 'email');
    mutate(() => Object.assign(user!, { givenName, familyName }));
    const changed = email !== user!.email.toLowerCase();
    if (changed && email !== user!.pendingEmail?.toLowerCase())
      requestEmailChange(user!, email, now);
    // A new number, too, waits: for the code texted to it (POST /profile/pending-phone/confirm).
    if (phone !== user!.phone && phone !== user!.pendingPhone)
      requestPhoneChange(user!, phone, now);
    return json(toProfile(user!));
  }),

  route('main', 'POST', '/profile/pending-phone/confirm', async ({ request, user, now }) => {
    const body = await readJsonBody<ConfirmPhoneRequest>(request);
    confirmPhoneChange(user!, stringField(body, 'code', { max: 20 }), now);
    return json(toProfile(user!));
  }),

  route('main', 'POST', '/profile/pending-phone/code', ({ user, now }) =>
    resendPhoneChangeCode(user!, now),
  ),

  route('main', 'DELETE', '/profile/pending-phone', ({ user }) => {
    cancelPhoneChange(user!);
    return json(toProfile(user!));
  }),

  route('main', 'DELETE', '/profile/pending-email', ({ user }) => {
    cancelEmailChange(user!);
    return json(toProfile(user!));
  }),

  route('main', 'PATCH', '/profile/consents', async ({ request, user, now }) => {
    const body = await readJsonBody<UpdateConsentsRequest>(request);
    const contactMe = body.contactMe === undefined ? undefined : booleanField(body, 'contactMe');
    const candidateBank =
      body.candidateBank === undefined ? undefined : booleanField(body, 'candidateBank');
    const acceptTerms =
      body.acceptTerms === undefined ? undefined : booleanField(body, 'acceptTerms');
    if (acceptTerms === false)
      throw badRequest(
        'The terms cannot be withdrawn here; delete the login instead',
        'acceptTerms',
      );
    mutate(() => {
      if (contactMe !== undefined) user!.consents.contactMe = contactMe;
      if (candidateBank !== undefined) user!.consents.candidateBank = candidateBank;
      if (acceptTerms) {
        user!.consents.acceptTerms = true;
        user!.consents.acceptedTermsAt = new Date(now).toISOString();
        user!.consents.termsVersion = TERMS_VERSION;
      }
    });
    return json(toProfile(user!));
  }),

  route('main', 'POST', '/profile/stay-visible', ({ user, now }) => {
    mutate(() => {
      user!.dataExpiresAt = new Date(now + RETENTION).toISOString();
    });
    return json(toProfile(user!));
  }),

  route('main', 'GET', '/profile/export', ({ user, now }) => {
    const state = getState();
    return dataExportArchive(
      {
        exportedAt: new Date(now).toISOString(),
        profile: toProfile(user!),
        applications: applicationsOf(user!).flatMap((stored) => {
          const application = toApplication(stored, now);
          if (!application) return [];
          const mine = <T extends { applicationId: string }>(items: T[]) =>
            items
              .filter((item) => item.applicationId === stored.id)
              .map(({ applicationId: _, ...rest }) => rest);
          return [{ ...application, messages: mine(state.messages), tests: mine(state.tests) }];
        }),
        subscriptions: state.subscriptions
          .filter((subscription) => subscription.userId === user!.id)
          .map((subscription) => toSubscription(subscription, now)),
      },
      now,
    );
  }),

  route('main', 'DELETE', '/profile', ({ user }) => {
    mutate((draft) => deleteUserCascade(draft, user!.id));
    const cleared = `${AUTH_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
    if (typeof document !== 'undefined')
      document.cookie = `${AUTH_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    return noContent({ 'Set-Cookie': cleared });
  }),

  legalDocumentRoute('/terms', termsFor),
  legalDocumentRoute('/privacy-notice', privacyNoticeFor),
];
