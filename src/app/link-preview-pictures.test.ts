import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { mainHttp } from '@/api/http';
import { decodePng } from '@/link-preview/png-decode';
import { server } from '@/mocks/node';
import { catalog } from '@/mocks/store';
import { previewPicture } from './link-preview-pictures';

/**
 * A job's and a company's preview picture from the demo API, as the worker draws them: the
 * employer's PNG logo in the badge's place, or its initial when the logo cannot be drawn.
 */
const API = window.location.origin;
/** The badge's box: 96 × 96 at 80, 72. */
const BOX_CENTRE = [128, 120] as const;
const BADGE_CORNER = [82, 74] as const;
const BRAND = [10, 88, 168];
const PLATE = [241, 244, 248];

let baseBefore: string | undefined;
beforeEach(() => {
  // The worker points the main API's client at the deployment's API before it draws.
  baseBefore = mainHttp.defaults.baseURL;
  mainHttp.defaults.baseURL = API;
});
afterEach(() => {
  mainHttp.defaults.baseURL = baseBefore;
});

const openJobOf = (companyId: string) =>
  catalog().jobs.find(
    (job) => job.company.id === companyId && Date.parse(job.finalApplyDate) > Date.now(),
  )!;

async function pictureAt(pathname: string) {
  const png = await previewPicture(pathname, AbortSignal.timeout(5000));
  const picture = (await decodePng(png!))!;
  return ([x, y]: readonly [number, number]) => {
    const at = (y * picture.width + x) * 4;
    return [...picture.rgba.subarray(at, at + 3)];
  };
}

test('a company with a PNG logo: its job’s picture and its page’s show the logo on its plate', async () => {
  const job = openJobOf('nordvik-logistics');
  for (const path of [
    `/og/job/${job.slug}.png`,
    `/og/company/nordvik-logistics/${job.company.pageSlug}.png`,
  ]) {
    const pixel = await pictureAt(path);
    // The logo's dark colour at its middle (#0b5394), the plate at the box's corner.
    expect(pixel(BOX_CENTRE), path).toEqual([11, 83, 148]);
    expect(pixel(BADGE_CORNER), path).toEqual(PLATE);
  }
});

test('an SVG logo, or a PNG logo that fails, leaves the initial; the picture is drawn all the same', async () => {
  const svgCompanyJob = openJobOf('fjordlys-energi');
  expect((await pictureAt(`/og/job/${svgCompanyJob.slug}.png`))(BADGE_CORNER)).toEqual(BRAND);
  server.use(http.get('*/companies/:company/logo', () => HttpResponse.json({}, { status: 500 })));
  const pngCompanyJob = openJobOf('nordvik-logistics');
  expect((await pictureAt(`/og/job/${pngCompanyJob.slug}.png`))(BADGE_CORNER)).toEqual(BRAND);
});
