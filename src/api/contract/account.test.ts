import { describe, expect, test } from 'vitest';
import { getState } from '@/mocks/store';
import { without } from '@/mocks/test-client';
import { fetchDataExport } from '@/testing/read-zip';
import { candidatePayload, setAuthCookie } from '@/testing/render-route';
import { isDataExport, type DataExport } from './account';

const logInAs = (id: string) =>
  setAuthCookie(candidatePayload({ user: { id, name: 'Test', type: 'candidate' } }));

describe("the demo candidates' data export", () => {
  test('GET /profile/export', async () => {
    const exports: DataExport[] = [];
    for (const { id } of getState().users) {
      logInAs(id);
      exports.push((await fetchDataExport()).data as DataExport);
    }
    for (const data of exports) expect(isDataExport(data)).toBe(true);

    const data = exports.find(
      (candidate) =>
        candidate.subscriptions.length > 0 &&
        candidate.applications.some((application) =>
          application.tests.some((test) => test.report !== null),
        ),
    )!;
    const application = data.applications.find((candidate) =>
      candidate.tests.some((test) => test.report !== null),
    )!;
    const test = application.tests.find((candidate) => candidate.report !== null)!;
    const [message] = application.messages;
    const [subscription] = data.subscriptions;
    const withApplication = (changed: object) => ({ ...data, applications: [changed] });
    for (const wrong of [
      without(data, 'exportedAt'),
      without(data, 'subscriptions'),
      { ...data, profile: without(data.profile, 'userId') },
      { ...data, applications: null },
      withApplication(without(application, 'messages')),
      withApplication(without(application, 'files')),
      withApplication({ ...application, status: 'archived' }),
      withApplication({ ...application, messages: [without(message!, 'senderName')] }),
      withApplication({
        ...application,
        tests: [{ ...test, report: { ...test.report, sections: 'Numbers: 18 of 20' } }],
      }),
      { ...data, subscriptions: [{ ...subscription, frequency: 'hourly' }] },
    ])
      expect(isDataExport(wrong)).toBe(false);
  });
});
