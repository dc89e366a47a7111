import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { jobFixture, summaryFixture } from '@/features/applications/test-fixtures';
import { server } from '@/mocks/node';
import { job } from '@/testing/jobs';
import { candidatePayload, renderRoute, setAuthCookie } from '@/testing/render-route';

const slug = 'frontend-developer-goteborg';

function answer(applications: ReturnType<typeof summaryFixture>[]) {
  server.use(
    http.get('*/jobs/:slug', () =>
      HttpResponse.json(job({ slug, finalApplyDate: '2099-03-15T22:59:59.000Z' })),
    ),
    http.get('*/applications', () => HttpResponse.json(applications)),
  );
}

describe("the job page's hero link", () => {
  test('a candidate who has applied is led to the application, not to the form', async () => {
    answer([summaryFixture({ id: 'app-7', job: jobFixture({ slug }) })]);
    setAuthCookie(candidatePayload());
    renderRoute(`/job/${slug}`);
    const link = await screen.findByRole('link', {
      name: 'You have applied (see your application)',
    });
    expect(link).toHaveAttribute('href', '/application/app-7/application');
    expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  test('a candidate who has not applied here, and a visitor, are led to the form', async () => {
    answer([summaryFixture({ job: jobFixture({ slug: 'another-job' }) })]);
    setAuthCookie(candidatePayload());
    renderRoute(`/job/${slug}`);
    expect(
      await screen.findByRole('region', { name: 'Apply for this job' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '#apply');
    expect(screen.queryByRole('link', { name: /You have applied/ })).not.toBeInTheDocument();
  });
});
