import type { BrowserContext } from '@playwright/test';
import { COLOUR_TYPE, encodePng } from '../src/link-preview/png';
import { decodePng } from '../src/link-preview/png-decode';
import { makeJob, StubApi, type RecordedCall, type StubAnswer } from './support/stub-api';
import { expect, serveThroughEdge, test } from './support/stub-portal';

/**
 * The employer's logo in a shared link's picture: the production build through its `_worker.js`,
 * the worker asking a loopback copy of the stub API for the job and for the company's PNG logo.
 */
const LOGO_PATH = '/companies/nordvik/logo';
const LOGO_COLOUR = [200, 30, 40];
/** The badge's box is 96 × 96 at 80, 72: the logo is drawn in its middle, on a light plate. */
const BOX_CENTRE = { x: 128, y: 120 };
const BOX_CORNER = { x: 82, y: 74 };
const PLATE = [241, 244, 248];
/** The initial's badge: the portal's colour. */
const BRAND = [10, 88, 168];

/** The stub API, whose company hosts a PNG logo of one colour beside the API. */
class StubWithLogo extends StubApi {
  constructor(
    portalOrigin: string,
    private readonly logo: Uint8Array,
  ) {
    super(portalOrigin);
  }

  override async answerMain(call: RecordedCall, context: BrowserContext): Promise<StubAnswer> {
    if (call.method === 'GET' && call.path === LOGO_PATH)
      return { status: 200, body: this.logo, headers: { 'Content-Type': 'image/png' } };
    return super.answerMain(call, context);
  }
}

let site: { origin: string; close: () => void };

test.beforeAll(async ({ stubPortal }) => {
  const logo = await encodePng(
    40,
    40,
    new Uint8Array(40 * 40 * 4).map((_, index) => [...LOGO_COLOUR, 255][index % 4]!),
    { colourType: COLOUR_TYPE.rgba, bitDepth: 8 },
  );
  const stub = new StubWithLogo(stubPortal.origin, logo);
  const withLogo = { ...makeJob(1).company, logoUrl: LOGO_PATH };
  stub.jobs = [makeJob(1, { company: withLogo }), makeJob(2)];
  stub.companyPage = { ...stub.companyPage, company: { ...stub.companyPage.company, ...withLogo } };
  site = await serveThroughEdge(stubPortal.dist, stub);
  // A logo on a host that is not the API's, over plain http on this machine: never fetched.
  stub.jobs.push(makeJob(3, { company: { ...withLogo, logoUrl: `${site.origin}/og/home.png` } }));
});

test.afterAll(() => site?.close());

/** The colours of the preview picture at `path` at the middle and at the corner of the badge. */
async function badgeColours(path: string): Promise<{ centre: number[]; corner: number[] }> {
  const response = await fetch(`${site.origin}${path}`);
  expect(response.status, path).toBe(200);
  const picture = await decodePng(new Uint8Array(await response.arrayBuffer()));
  expect(picture && [picture.width, picture.height], path).toEqual([1200, 630]);
  const colourAt = ({ x, y }: { x: number; y: number }) => {
    const at = (y * picture!.width + x) * 4;
    return [...picture!.rgba.subarray(at, at + 3)];
  };
  return { centre: colourAt(BOX_CENTRE), corner: colourAt(BOX_CORNER) };
}

test('a job’s and its company’s preview pictures show the employer’s PNG logo; without one, its initial', async () => {
  for (const path of ['/og/job/warehouse-lead-1.png', '/og/company/nordvik/about.png'])
    expect(await badgeColours(path), path).toEqual({ centre: LOGO_COLOUR, corner: PLATE });
  // No logo, and a logo the edge must not fetch: the initial's badge.
  for (const path of ['/og/job/warehouse-lead-2.png', '/og/job/warehouse-lead-3.png'])
    expect((await badgeColours(path)).corner, path).toEqual(BRAND);
});
