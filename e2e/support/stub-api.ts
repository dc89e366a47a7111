import type { BrowserContext, Request, Route } from '@playwright/test';
import type { Profile } from '../../src/api/contract/account';
import type {
  Application,
  ApplicationFile,
  ApplicationSummary,
  CandidateTest,
  Meeting,
  Message,
} from '../../src/api/contract/applications';
import type { CompanyPage, Job, JobSearchResult, JobSummary } from '../../src/api/contract/jobs';
import type { Subscription } from '../../src/api/contract/subscriptions';
import { STUB_ANALYTICS_ORIGIN, STUB_AUTH_ORIGIN, STUB_MAIN_ORIGIN } from './builds.mjs';

/**
 * The auth service and the main API (docs/api.md) as a customer's backend would answer them,
 * inside the test process. A build with the demo API off points at these two hosts
 * (see stub-portal.ts); every call the page makes to them lands here through `context.route`, so a
 * test can seed any data (payloads), break any answer (faults), and count what was written.
 * The hosts do not exist: nothing ever leaves the machine.
 */
export { STUB_ANALYTICS_ORIGIN, STUB_AUTH_ORIGIN, STUB_MAIN_ORIGIN };

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string;
}

/** What a fault handler may do instead of the normal answer. */
export type Override = (
  route: Route,
  call: RecordedCall,
  next: () => Promise<StubAnswer>,
) => Promise<void> | void;

export interface StubAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const now = Date.now();
const iso = (offsetDays: number) => new Date(now + offsetDays * 86_400_000).toISOString();

export const STUB_CANDIDATE = { id: 'cand-stub-1', name: 'Alva Lind', type: 'candidate' } as const;

function company(id = 'nordvik') {
  return { id, name: 'Nordvik Logistik AB', pageSlug: 'about', logoUrl: null };
}

/** A category as docs/api.md has it: a stable key, and its name in each of the four languages. */
export const LOGISTICS = {
  key: 'logistics',
  labels: {
    'sv-SE': 'Logistik och transport',
    'en-US': 'Logistics & Transport',
    'nb-NO': 'Logistikk og transport',
    'da-DK': 'Logistik og transport',
  },
};

export function makeJob(index: number, overrides: Partial<Job> = {}): Job {
  return {
    id: `job-${index}`,
    slug: `warehouse-lead-${index}`,
    title: `Warehouse lead ${index}`,
    company: company(),
    location: 'Göteborg',
    region: 'Västra Götaland',
    country: 'SE',
    category: LOGISTICS,
    language: 'en',
    employmentType: 'full-time',
    publishedAt: iso(-3),
    finalApplyDate: iso(30),
    excerpt: 'Lead a team of twelve in our new warehouse.',
    adHtml: '<p>We are looking for a warehouse lead.</p><ul><li>Forklift licence</li></ul>',
    contactName: 'Sara Holm',
    contactEmail: 'sara.holm@nordvik.example',
    ...overrides,
  };
}

const summaryOf = (job: Job): JobSummary => {
  const { adHtml: _ad, contactName: _name, contactEmail: _email, ...summary } = job;
  return summary;
};

export class StubApi {
  jobs: Job[] = [makeJob(1), makeJob(2), makeJob(3)];
  companyPage: CompanyPage = {
    company: {
      ...company(),
      website: 'https://nordvik.example',
      industry: 'Logistics',
      size: '200–500',
    },
    slug: 'about',
    title: 'About Nordvik Logistik',
    aboutHtml: '<p>We move goods across the Nordics.</p>',
    language: 'en',
    jobs: [],
  };
  files: ApplicationFile[] = [
    {
      id: 'file-1',
      name: 'cv-alva-lind.pdf',
      contentType: 'application/pdf',
      size: 48_213,
      uploadedAt: iso(-10),
      kind: 'cv',
      contentUrl: '/files/file-1/content',
    },
  ];
  messages: Message[] = [
    {
      id: 'msg-1',
      from: 'recruiter',
      senderName: 'Sara Holm',
      body: 'Thank you for applying!',
      sentAt: iso(-2),
      read: false,
    },
  ];
  tests: CandidateTest[] = [];
  meetings: Meeting[] = [];
  subscriptions: Subscription[] = [];
  profile: Profile = {
    userId: STUB_CANDIDATE.id,
    givenName: 'Alva',
    familyName: 'Lind',
    email: 'alva.lind@example.com',
    phone: '+46701234567',
    language: 'en',
    createdAt: iso(-100),
    dataExpiresAt: iso(600),
    consents: {
      acceptTerms: true,
      acceptedTermsAt: iso(-100),
      termsVersion: '1',
      contactMe: false,
      candidateBank: false,
    },
  };
  /** Applications sent through POST /jobs/{slug}/applications, one per distinct Idempotency-Key. */
  created: Array<{ id: string; jobSlug: string; body: string }> = [];
  calls: RecordedCall[] = [];
  /** Set together with context.setOffline: routed requests never reach the network, so the stub drops them itself. */
  offline = false;
  private overrides: Array<{ match: RegExp; override: Override; times: number }> = [];
  private idempotent = new Map<string, StubAnswer>();

  constructor(readonly portalOrigin: string) {}

  /** The portal's applications list, built from the first job. */
  application(): Application {
    const job = this.jobs[0];
    return {
      id: 'app-1',
      job: summaryOf(job),
      appliedAt: iso(-10),
      updatedAt: iso(-5),
      status: 'in-review',
      editable: true,
      unreadMessages: this.messages.filter((message) => !message.read).length,
      pendingTests: 0,
      nextMeeting: null,
      answers: {
        firstName: 'Alva',
        lastName: 'Lind',
        email: this.profile.email,
        phone: this.profile.phone,
        coverLetter: 'Hello.',
      },
      files: this.files,
      meetings: this.meetings,
    };
  }

  /**
   * Replaces the answer to calls whose "METHOD /path?query" matches, `times` times (default: every
   * time). The override may call `next()` for the normal answer, e.g. to save and then lose it.
   */
  on(match: RegExp, override: Override, times = Infinity): void {
    this.overrides.push({ match, override, times });
  }

  callsTo(match: RegExp): RecordedCall[] {
    return this.calls.filter((call) => match.test(`${call.method} ${call.path}`));
  }

  cors(request: Request): Record<string, string> {
    return {
      'Access-Control-Allow-Origin': this.portalOrigin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
      'Access-Control-Allow-Headers':
        request.headers()['access-control-request-headers'] ?? 'Content-Type, Idempotency-Key',
      Vary: 'Origin',
    };
  }

  /** Sends an answer with the CORS headers a real backend gives the portal's exact origin. */
  async fulfil(route: Route, answer: StubAnswer): Promise<void> {
    const headers = {
      ...this.cors(route.request()),
      'Cache-Control': 'no-store',
      ...answer.headers,
    };
    if (answer.body === undefined) return route.fulfill({ status: answer.status, headers });
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return route.fulfill({
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
  }

  async install(context: BrowserContext): Promise<void> {
    const handler = (service: 'auth' | 'main') => async (route: Route) => {
      const request = route.request();
      if (this.offline) return route.abort('internetdisconnected');
      if (request.method() === 'OPTIONS')
        return route.fulfill({ status: 204, headers: this.cors(request) });
      const url = new URL(request.url());
      const call: RecordedCall = {
        method: request.method(),
        path: url.pathname,
        query: url.searchParams,
        headers: await request.allHeaders(),
        body: request.postDataBuffer()?.toString('latin1') ?? '',
      };
      this.calls.push(call);
      const next = async () =>
        service === 'auth' ? this.answerAuth(call) : this.answerMain(call, context);
      const key = `${call.method} ${call.path}${url.search}`;
      const found = this.overrides.find((entry) => entry.times > 0 && entry.match.test(key));
      if (found) {
        found.times -= 1;
        return found.override(route, call, next);
      }
      return this.fulfil(route, await next());
    };
    await context.route(`${STUB_AUTH_ORIGIN}/**`, handler('auth'));
    await context.route(`${STUB_MAIN_ORIGIN}/**`, handler('main'));
  }

  answerAuth(call: RecordedCall): StubAnswer {
    const json = call.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
    switch (`${call.method} ${call.path}`) {
      case 'POST /auth/login/email-password/':
        return json.password === 'Correct-horse-1!'
          ? { status: 200, body: { userId: STUB_CANDIDATE.id, tfaMethod: 'sms' } }
          : { status: 400, body: { errors: [{ msg: { text: 'Wrong email or password' } }] } };
      case 'POST /auth/tfa':
        return { status: 200, body: {} };
      case 'POST /auth/logout':
        return { status: 200, body: {} };
      case 'GET /auth/tfa-method':
        return { status: 200, body: { tfaMethod: 'sms' } };
      case 'POST /auth/user-exists':
        return { status: 200, body: { exists: false } };
      case 'POST /auth/reset-password/token-check':
        return { status: 200, body: { valid: true } };
      default:
        return { status: 200, body: {} };
    }
  }

  private async loggedIn(context: BrowserContext): Promise<boolean> {
    const cookies = await context.cookies(this.portalOrigin);
    return cookies.some((cookie) => cookie.name === 'authtoken');
  }

  async answerMain(call: RecordedCall, context: BrowserContext): Promise<StubAnswer> {
    const notFound = {
      status: 404,
      body: { errors: [{ message: 'Not found', code: 'NOT_FOUND' }] },
    };
    const parts = call.path.split('/').filter(Boolean).map(decodeURIComponent);
    const route = `${call.method} /${parts[0] ?? ''}`;
    if (route === 'GET /jobs' && parts.length === 1)
      return { status: 200, body: this.search(call.query) };
    if (route === 'GET /jobs' && parts.length === 2) {
      const job = this.jobs.find((item) => item.slug === parts[1]);
      return job ? { status: 200, body: job } : notFound;
    }
    if (route === 'POST /jobs' && parts[2] === 'applications') return this.apply(parts[1], call);
    if (route === 'GET /companies') {
      return { status: 200, body: { ...this.companyPage, jobs: this.jobs.map(summaryOf) } };
    }
    if (route === 'POST /location')
      return {
        status: 200,
        body: [{ name: 'Göteborg', region: 'Västra Götaland', country: 'SE' }],
      };
    if (route === 'GET /terms') {
      return {
        status: 200,
        body: {
          version: '1',
          updatedAt: iso(-100),
          sections: [{ heading: 'Terms', body: 'Be kind.' }],
        },
      };
    }
    if (parts[0] === 'subscriptions' && call.method === 'POST') {
      const created = {
        id: `sub-${this.subscriptions.length + 1}`,
        email: 'x@example.com',
        criteria: {},
        frequency: 'weekly',
        createdAt: iso(0),
        confirmed: false,
        matchingJobs: 3,
      } as Subscription;
      this.subscriptions.push(created);
      return { status: 201, body: created };
    }
    if (!(await this.loggedIn(context))) {
      return {
        status: 401,
        body: { errors: [{ message: 'Not logged in', code: 'UNAUTHENTICATED' }] },
      };
    }
    const application = this.application();
    const summary: ApplicationSummary = { ...application };
    if (route === 'GET /applications' && parts.length === 1)
      return { status: 200, body: [summary] };
    if (parts[0] === 'applications' && parts[1] !== application.id) return notFound;
    if (route === 'GET /applications' && parts.length === 2)
      return { status: 200, body: application };
    if (route === 'PATCH /applications' && parts.length === 2)
      return { status: 200, body: application };
    if (route === 'GET /applications' && parts[2] === 'messages')
      return { status: 200, body: this.messages };
    if (route === 'POST /applications' && parts[2] === 'messages' && parts[3] === 'read') {
      this.messages = this.messages.map((message) => ({ ...message, read: true }));
      return { status: 200, body: { unreadMessages: 0 } };
    }
    if (route === 'POST /applications' && parts[2] === 'messages') {
      const { body } = JSON.parse(call.body) as { body: string };
      const message: Message = {
        id: `msg-${this.messages.length + 1}`,
        from: 'candidate',
        senderName: 'Alva Lind',
        body,
        sentAt: new Date().toISOString(),
        read: true,
      };
      this.messages.push(message);
      return { status: 201, body: message };
    }
    if (route === 'GET /applications' && parts[2] === 'meetings')
      return { status: 200, body: this.meetings };
    if (route === 'GET /applications' && parts[2] === 'tests')
      return { status: 200, body: this.tests };
    if (route === 'POST /applications' && parts[2] === 'files') {
      const file: ApplicationFile = {
        id: `file-${this.files.length + 1}`,
        name: 'upload.pdf',
        contentType: 'application/pdf',
        size: 1000,
        uploadedAt: iso(0),
        kind: 'attachment',
        contentUrl: '/files/x/content',
      };
      this.files.push(file);
      return { status: 201, body: file };
    }
    if (route === 'DELETE /applications') return { status: 204 };
    // No CV offered again: the stub's applications are sent as the tests choose their files.
    if (route === 'GET /files' && parts[1] === 'latest-cv')
      return { status: 200, body: { file: null } };
    if (route === 'GET /subscriptions') return { status: 200, body: this.subscriptions };
    if (route === 'GET /profile' && parts.length === 1) return { status: 200, body: this.profile };
    if (route === 'PATCH /profile') return { status: 200, body: this.profile };
    return notFound;
  }

  search(query: URLSearchParams): JobSearchResult {
    const q = (query.get('q') ?? '').toLowerCase();
    const items = this.jobs
      .filter((job) => !q || job.title.toLowerCase().includes(q))
      .filter((job) => query.get('hasPay') !== 'true' || job.pay)
      .map(summaryOf);
    const pageSize = Number(query.get('pageSize') ?? 20);
    return {
      items: items.slice(0, pageSize),
      total: items.length,
      page: Number(query.get('page') ?? 1),
      pageSize,
      facets: {
        category: [
          {
            value: LOGISTICS.key,
            label: LOGISTICS.labels['en-US'],
            labels: LOGISTICS.labels,
            count: items.length,
          },
        ],
        region: [{ value: 'Västra Götaland', label: 'Västra Götaland', count: items.length }],
        company: [{ value: 'nordvik', label: 'Nordvik Logistik AB', count: items.length }],
        employmentType: [{ value: 'full-time', label: 'full-time', count: items.length }],
      },
    };
  }

  /** Honours Idempotency-Key: the same key gets the first answer and creates nothing new. */
  apply(slug: string, call: RecordedCall): StubAnswer {
    const key = call.headers['idempotency-key'];
    const seen = key ? this.idempotent.get(key) : undefined;
    if (seen) return seen;
    const job = this.jobs.find((item) => item.slug === slug);
    if (!job)
      return { status: 404, body: { errors: [{ message: 'Not found', code: 'NOT_FOUND' }] } };
    const id = `app-new-${this.created.length + 1}`;
    this.created.push({ id, jobSlug: slug, body: call.body });
    const answer = {
      status: 201,
      body: {
        applicationId: id,
        jobSlug: slug,
        createdAt: new Date().toISOString(),
        linkedToAccount: false,
      },
    };
    if (key) this.idempotent.set(key, answer);
    return answer;
  }
}
