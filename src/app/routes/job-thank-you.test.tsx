import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/node';
import { job } from '@/testing/jobs';
import { renderRoute } from '@/testing/render-route';

const slug = 'frontend-developer-goteborg';

async function openDirectly() {
  renderRoute(`/job/${slug}/thank-you`);
  await screen.findByRole('heading', { level: 1, name: 'No application was sent from this page' });
}

describe('the thank-you address opened with nothing sent', () => {
  test('names the job and leads to its ad', async () => {
    server.use(http.get('*/jobs/:slug', () => HttpResponse.json(job({ slug }))));
    await openDirectly();
    expect(
      screen.getByText(/confirms an application for Frontend developer at Nordvik/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the job ad' })).toHaveAttribute(
      'href',
      `/job/${slug}`,
    );
  });

  test('a job the service does not have is not offered: other jobs and My applications are', async () => {
    server.use(http.get('*/jobs/:slug', () => HttpResponse.json({}, { status: 404 })));
    await openDirectly();
    expect(screen.getByText(/There is no job at this address/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to the job ad' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See more open jobs' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to My applications' })).toHaveAttribute(
      'href',
      '/application',
    );
  });

  test('a job that could not be fetched may still be there: its ad stays offered', async () => {
    server.use(http.get('*/jobs/:slug', () => HttpResponse.error()));
    await openDirectly();
    expect(screen.queryByText(/no job at this address/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the job ad' })).toBeInTheDocument();
  });
});
