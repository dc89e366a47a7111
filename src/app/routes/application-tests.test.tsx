import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { CandidateTest } from '@/api/contract/applications';
import { applicationFixture, candidateTestFixture } from '@/features/applications/test-fixtures';
import { server } from '@/mocks/node';
import { candidatePayload, renderRoute, setAuthCookie } from '@/testing/render-route';
import { listItemHeaded } from '@/testing/queries';

function openTests(tests: CandidateTest[]) {
  server.use(
    http.get('/applications/app-1', () =>
      HttpResponse.json(applicationFixture({ pendingTests: 1 })),
    ),
    http.get('/applications/app-1/tests', () => HttpResponse.json(tests)),
  );
  setAuthCookie(candidatePayload());
  return renderRoute('/application/app-1/tests');
}

describe('tests', () => {
  test('a completed test shows its report with a table of sections', async () => {
    openTests([
      candidateTestFixture({
        status: 'completed',
        completedAt: '2026-03-10T10:00:00.000Z',
        takeUrl: null,
        report: {
          score: 82,
          summary: 'Strong reasoning.',
          sections: [
            { name: 'Numbers', score: 18, max: 20 },
            { name: 'Words', score: 14, max: 20 },
          ],
        },
      }),
    ]);
    await screen.findByRole('heading', { level: 3, name: 'Logical reasoning' });
    const item = listItemHeaded('Logical reasoning', 3);
    expect(within(item).getByText('Completed', { selector: '.status-pill' })).toBeInTheDocument();
    expect(within(item).getByText('Overall score: 82 of 100')).toBeInTheDocument();
    const table = within(item).getByRole('table', {
      name: 'Results by section in Logical reasoning',
    });
    expect(within(table).getByRole('rowheader', { name: 'Numbers' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '18 of 20' })).toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: /Take the test/ })).not.toBeInTheDocument();
  });

  test('a test not taken shows the due date and the way to take it', async () => {
    openTests([candidateTestFixture({ dueDate: '2099-05-01T12:00:00.000Z' })]);
    await screen.findByRole('heading', { level: 3, name: 'Logical reasoning' });
    const item = listItemHeaded('Logical reasoning', 3);
    expect(within(item).getByText('You have not taken this test yet.')).toBeInTheDocument();
    expect(within(item).getByText('Take it by May 1, 2099.')).toBeInTheDocument();
    expect(
      within(item).getByRole('link', { name: 'Take the test (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://tests.example.com/take/abc');
  });

  test('a take link that is not a web address is not offered', async () => {
    openTests([candidateTestFixture({ takeUrl: 'javascript:alert(1)' })]);
    await screen.findByRole('heading', { level: 3, name: 'Logical reasoning' });
    expect(screen.queryByRole('link', { name: /Take the test/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('The link to the test will appear here when it is ready.'),
    ).toBeInTheDocument();
  });
});

describe('an answer the contract does not allow', () => {
  // A report's sections as one text: the list would stop at `sections.map` if it were shown.
  const garbled = {
    ...candidateTestFixture({ status: 'completed', takeUrl: null }),
    report: { score: 82, summary: 'Strong reasoning.', sections: 'Numbers: 18 of 20' },
  };

  test.each([
    ['a failed read', () => new HttpResponse(null, { status: 503 })],
    ['a test report whose sections are not a list', () => HttpResponse.json([garbled])],
  ])('%s shows the error with a way to try again, and no tests', async (_, answer) => {
    server.use(
      http.get('/applications/app-1', () => HttpResponse.json(applicationFixture())),
      http.get('/applications/app-1/tests', answer),
    );
    setAuthCookie(candidatePayload());
    renderRoute('/application/app-1/tests');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Logical reasoning' })).not.toBeInTheDocument();
    // Refused before anything rendered it: React reports an error a boundary caught here.
    expect(console.error).not.toHaveBeenCalled();
  });
});
