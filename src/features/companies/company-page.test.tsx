import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { CompanyPage } from '@/api/contract/jobs';
import { server } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

const PAGE: CompanyPage = {
  company: {
    id: 'nordvik-logistics',
    name: 'Nordvik Logistics',
    pageSlug: 'about',
    logoUrl: null,
    website: 'https://www.nordvik.example/careers',
    industry: 'Logistics',
    size: '500–1000',
  },
  slug: 'about',
  title: 'Freight that arrives when it should.',
  language: 'en',
  aboutHtml:
    '<p>We move <strong>freight</strong>.</p><img src=x onerror="window.hacked=1"><a href="javascript:alert(1)">x</a>',
  jobs: [
    {
      id: 'job-1',
      slug: 'driver-boras',
      title: 'Driver',
      company: {
        id: 'nordvik-logistics',
        name: 'Nordvik Logistics',
        pageSlug: 'about',
        logoUrl: null,
      },
      location: 'Borås',
      region: 'Västra Götaland',
      country: 'SE',
      category: {
        key: 'logistics',
        labels: { 'en-US': 'Logistics & Transport', 'sv-SE': 'Logistik och transport' },
      },
      language: 'sv',
      employmentType: 'full-time',
      publishedAt: '2026-01-01T00:00:00.000Z',
      finalApplyDate: '2099-01-31T22:59:59.000Z',
      excerpt: 'Drive.',
    },
  ],
};

describe('company page', () => {
  test('name, monogram, facts, sanitised about text and open jobs linking to job pages', async () => {
    server.use(http.get('*/companies/:company/pages/:slug', () => HttpResponse.json(PAGE)));
    renderRoute('/company/nordvik-logistics/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nordvik Logistics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('NL')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('500–1000')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: /nordvik\.example/ });
    expect(website).toHaveAttribute('href', 'https://www.nordvik.example/careers');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    // The page's own title heads its text, and only there.
    const about = screen.getByRole('region', { name: 'Freight that arrives when it should.' });
    expect(screen.getAllByText('Freight that arrives when it should.')).toHaveLength(1);
    expect(within(about).getByText('freight')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- what the sanitiser left: attributes and a link without an address have no role
    expect(about.querySelector('img, [onerror], a[href^="javascript"]')).toBeNull();
    const jobs = screen.getByRole('region', { name: '1 open job' });
    expect(within(jobs).getByRole('link', { name: 'Driver' })).toHaveAttribute(
      'href',
      '/job/driver-boras',
    );
    expect(within(jobs).getByText(/Apply by Jan 31, 2099/)).toBeInTheDocument();
  });

  test('the company is named once as the page heading, and "About {company}" once above its text', async () => {
    server.use(
      http.get('*/companies/:company/pages/:slug', () =>
        HttpResponse.json({ ...PAGE, title: 'About Nordvik Logistics' }),
      ),
    );
    renderRoute('/company/nordvik-logistics/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nordvik Logistics' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('About Nordvik Logistics')).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'About Nordvik Logistics' }),
    ).toBeVisible();
  });

  test('a page without a title of its own is headed "About {company}"', async () => {
    server.use(
      http.get('*/companies/:company/pages/:slug', () => HttpResponse.json({ ...PAGE, title: '' })),
    );
    renderRoute('/company/nordvik-logistics/about');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'About Nordvik Logistics' }),
    ).toBeInTheDocument();
  });

  test('an unknown company page: a clear not-found message with a way home', async () => {
    server.use(
      http.get('*/companies/:company/pages/:slug', () =>
        HttpResponse.json(
          { errors: [{ message: 'Not found', code: 'NOT_FOUND' }] },
          { status: 404 },
        ),
      ),
    );
    renderRoute('/company/nobody/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

test('its job list says when each job was published, and a place named as its region once', async () => {
  const publishedAt = new Date(Date.now() - 86_400_000).toISOString();
  const [driver] = PAGE.jobs;
  server.use(
    http.get('*/companies/:company/pages/:slug', () =>
      HttpResponse.json({
        ...PAGE,
        jobs: [{ ...driver, location: 'Stockholm', region: 'Stockholm', publishedAt }],
      }),
    ),
  );
  renderRoute('/company/nordvik-logistics/about');
  const jobs = within(await screen.findByRole('region', { name: '1 open job' }));
  expect(jobs.getByText('Published yesterday')).toHaveAttribute('datetime', publishedAt);
  expect(jobs.getByText(/^Stockholm/)).toBeInTheDocument();
  expect(jobs.queryByText(/Stockholm, Stockholm/)).not.toBeInTheDocument();
});

test('its job list states each job’s pay as the ad does, and nothing for a job that states none', async () => {
  const [driver] = PAGE.jobs;
  server.use(
    http.get('*/companies/:company/pages/:slug', () =>
      HttpResponse.json({
        ...PAGE,
        jobs: [
          {
            ...driver,
            pay: { kind: 'range', min: 32000, max: 36000, currency: 'SEK', period: 'month' },
          },
          { ...driver, id: 'job-2', slug: 'driver-2', title: 'Night driver', pay: null },
        ],
      }),
    ),
  );
  renderRoute('/company/nordvik-logistics/about');
  const [paid, unpaid] = within(
    await screen.findByRole('region', { name: '2 open jobs' }),
  ).getAllByRole('listitem');
  expect(paid).toHaveTextContent(/SEK\s?32,000\u2060–\u206036,000 per month/);
  expect(unpaid).not.toHaveTextContent(/per month|per hour|per year|agreement/);
});
