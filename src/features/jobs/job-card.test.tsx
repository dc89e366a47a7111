import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { JobSummary } from '@/api/contract/jobs';
import { HydrationRoot } from '@/lib/use-hydrated';
import { jobSummary } from '@/testing/jobs';
import { JobCard } from './job-card';

const DAY = 86_400_000;

function card(job: JobSummary) {
  return (
    <MemoryRouter>
      <HydrationRoot>
        <ul>
          <JobCard job={job} />
        </ul>
      </HydrationRoot>
    </MemoryRouter>
  );
}

afterEach(() => i18next.changeLanguage('en-US'));

describe('a job card', () => {
  test('the employer’s logo beside its name, silent; the place once where city and region share a name', () => {
    render(
      card(
        jobSummary({
          location: 'Stockholm',
          region: 'Stockholm',
          company: {
            id: 'solkatt',
            name: 'Solkatt Media',
            pageSlug: 'about-us',
            logoUrl: '/companies/solkatt/logo',
          },
        }),
      ),
    );
    const item = within(screen.getAllByRole('listitem')[0]!);
    // The company's name is written beside it: the logo says nothing of its own.
    // eslint-disable-next-line testing-library/no-node-access -- an alt="" image has no role to find it by
    const logo = document.querySelector('img')!;
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height');
    expect(item.getByText('Solkatt Media')).toBeInTheDocument();
    expect(item.getByText('Stockholm')).toBeInTheDocument();
    expect(item.queryByText(/Stockholm, Stockholm/)).not.toBeInTheDocument();
  });

  test('when it was published, in words each language uses, with the moment as datetime', async () => {
    const publishedAt = new Date(Date.now() - 3 * DAY).toISOString();
    const expected = {
      'en-US': 'Published 3 days ago',
      'sv-SE': 'Publicerad för 3 dagar sedan',
      'nb-NO': 'Publisert for 3 døgn siden',
      'da-DK': 'Slået op for 3 dage siden',
    };
    for (const [locale, text] of Object.entries(expected)) {
      await act(() => i18next.changeLanguage(locale));
      const { unmount } = render(card(jobSummary({ publishedAt })));
      expect(screen.getByText(text)).toHaveAttribute('datetime', publishedAt);
      unmount();
    }
    await act(() => i18next.changeLanguage('en-US'));
    render(card(jobSummary({ publishedAt: new Date().toISOString() })));
    expect(screen.getByText('Published today')).toBeInTheDocument();
  });

  test('the server’s page says how long ago already, and hydration keeps it', async () => {
    const job = jobSummary({ publishedAt: new Date(Date.now() - 2 * DAY).toISOString() });
    const container = document.createElement('div');
    container.innerHTML = renderToString(card(job));
    expect(within(container).getByText('Published 2 days ago')).toHaveAttribute(
      'datetime',
      job.publishedAt,
    );
    document.body.append(container);
    // A hydration mismatch would be a console error, which fails the test.
    await act(async () => {
      hydrateRoot(container, card(job));
    });
    expect(within(container).getByText('Published 2 days ago')).toBeInTheDocument();
    container.remove();
  });
});

/** The card's words about pay, as a person reads them (spaces as spaces, no word joiners). */
const payLine = () =>
  screen
    .getByText(/ (per|om) \S+$/)
    .textContent!.replace(/\u2060/g, '')
    .replace(/\s/g, ' ');

describe('pay on the card', () => {
  test('a range in the job’s currency, in the visitor’s number format and words, never broken at its dash', async () => {
    const pay = {
      kind: 'range',
      min: 38000,
      max: 45000,
      currency: 'SEK',
      period: 'month',
    } as const;
    await act(() => i18next.changeLanguage('sv-SE'));
    const { unmount } = render(card(jobSummary({ pay })));
    expect(payLine()).toBe('38 000–45 000 kr per månad');
    expect(screen.getByText(/per månad$/).textContent).toContain('\u2060–\u2060');
    unmount();
    await act(() => i18next.changeLanguage('da-DK'));
    render(card(jobSummary({ pay: { ...pay, currency: 'DKK' } })));
    expect(payLine()).toBe('38.000-45.000 kr. om måneden');
  });

  test('one amount by the hour keeps its øre; a year; an agreement by name, in the ad’s language', async () => {
    await act(() => i18next.changeLanguage('nb-NO'));
    const { unmount } = render(
      card(jobSummary({ pay: { kind: 'amount', amount: 212.5, currency: 'NOK', period: 'hour' } })),
    );
    expect(payLine()).toBe('212,50 kr per time');
    unmount();
    await act(() => i18next.changeLanguage('en-US'));
    const view = render(
      card(
        jobSummary({
          pay: { kind: 'range', min: 650000, max: 650000, currency: 'NOK', period: 'year' },
        }),
      ),
    );
    expect(payLine()).toBe('NOK 650,000 per year');
    view.unmount();
    render(
      card(
        jobSummary({
          language: 'sv',
          pay: { kind: 'agreement', agreement: 'HÖK med Vårdförbundet' },
        }),
      ),
    );
    expect(screen.getByText('HÖK med Vårdförbundet')).toHaveAttribute('lang', 'sv');
    // eslint-disable-next-line testing-library/no-node-access -- the sentence the name ends
    expect(screen.getByText('HÖK med Vårdförbundet').parentElement).toHaveTextContent(
      'Pay by collective agreement: HÖK med Vårdförbundet',
    );
  });

  test('no pay, no line for it', () => {
    render(card(jobSummary({ pay: null })));
    expect(
      screen.queryByText(/per (month|hour|year)|collective agreement/),
    ).not.toBeInTheDocument();
  });
});
