import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';
import { toScriptSafeJson } from '@/lib/script-safe-json';
import { job, jobSummary, searchResult } from '@/testing/jobs';

function answerJob(answer: ReturnType<typeof job> | null, status = 200) {
  server.use(
    http.get('*/jobs/:slug', () =>
      answer
        ? HttpResponse.json(answer)
        : HttpResponse.json({ errors: [{ message: 'Not found', code: 'NOT_FOUND' }] }, { status }),
    ),
  );
}

const DAY = 86_400_000;

afterEach(() => i18next.changeLanguage('en-US'));

describe('job page', () => {
  test('shows the ad and its facts, links the company, and offers the apply form', async () => {
    answerJob(job({ finalApplyDate: '2099-03-15T22:59:59.000Z' }));
    renderRoute('/job/frontend-developer-goteborg');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend developer' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('complementary', { name: 'Job details' });
    expect(within(facts).getByText('Göteborg')).toBeInTheDocument();
    expect(within(facts).getByText('Västra Götaland')).toBeInTheDocument();
    expect(within(facts).getByText('IT & Software')).toBeInTheDocument();
    expect(within(facts).getByText('Full-time')).toBeInTheDocument();
    expect(within(facts).getByText('March 15, 2099')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'Nordvik Logistics' })).toHaveAttribute(
      'href',
      '/company/nordvik-logistics/about',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About the role' })).toBeInTheDocument();
    expect(
      await screen.findByRole('textbox', { name: /First name/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/application closed/i)).not.toBeInTheDocument();
  });

  test('a Swedish visitor reads the category in Swedish; the ad keeps its own language', async () => {
    await i18next.changeLanguage('sv-SE');
    answerJob(
      job({
        title: 'Frontend developer',
        language: 'en',
        adHtml: '<h2>About the role</h2><p>You will build apps.</p>',
      }),
    );
    renderRoute('/job/frontend-developer-goteborg');
    const title = await screen.findByRole('heading', { level: 1, name: 'Frontend developer' });
    const facts = screen.getByRole('complementary', { name: 'Jobbet i korthet' });
    expect(within(facts).getByText('IT och mjukvara')).toBeInTheDocument();
    expect(within(facts).queryByText('IT & Software')).not.toBeInTheDocument();
    // The page is Swedish; the employer's words are marked as the English they are written in.
    expect(title).toHaveAttribute('lang', 'en');
    // eslint-disable-next-line testing-library/no-node-access -- the ad's wrapper has no role
    expect(screen.getByText('You will build apps.').closest('.rich-text')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(facts).getByText('Göteborg')).not.toHaveAttribute('lang');
  });

  test('a job without a category or a known language shows no empty fact and no lang', async () => {
    answerJob(job({ category: null, language: null }));
    renderRoute('/job/frontend-developer-goteborg');
    const title = await screen.findByRole('heading', { level: 1, name: 'Frontend developer' });
    expect(title).not.toHaveAttribute('lang');
    const facts = screen.getByRole('complementary', { name: 'Job details' });
    expect(within(facts).queryByRole('term', { name: 'Category' })).not.toBeInTheDocument();
    expect(within(facts).queryByText('Category')).not.toBeInTheDocument();
    expect(within(facts).getByText('Göteborg')).toBeInTheDocument();
  });

  test('hostile HTML in the ad is shown inert', async () => {
    answerJob(
      job({
        adHtml:
          '<p onmouseover="window.hacked=1">Hello</p><script>window.hacked=1</script><a href="javascript:window.hacked=1">Click</a><a href="https://example.com">Site</a><form><input name="password"></form><p style="display:none" id="main">x</p>',
      }),
    );
    renderRoute('/job/frontend-developer-goteborg');
    // The ad's own markup, not its region's, which holds the heading's id.
    // eslint-disable-next-line testing-library/no-node-access -- the ad's wrapper has no role
    const ad = (await screen.findByText('Hello')).closest('.rich-text')!;
    // eslint-disable-next-line testing-library/no-node-access -- what the sanitiser left has no role or text
    expect(ad.querySelector('script, form, input, [onmouseover], [style], [id]')).toBeNull();
    expect(within(ad as HTMLElement).getByText('Click')).not.toHaveAttribute('href');
    expect(within(ad as HTMLElement).getByRole('link', { name: 'Site' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  test('after the final apply date: the closed message and no form', async () => {
    answerJob(job({ finalApplyDate: new Date(Date.now() - DAY).toISOString() }));
    renderRoute('/job/frontend-developer-goteborg');
    expect(
      await screen.findByText(
        'This recruitment has passed its final apply date; application closed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  test('sets the title, the meta description and JobPosting structured data, and the next page has the site’s description', async () => {
    answerJob(
      job({ title: 'Nurse </script><script>alert(1)</script>', excerpt: 'Care for people.' }),
    );
    const { router, unmount } = renderRoute('/job/nurse');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.title).toBe(
        'Nurse </script><script>alert(1)</script> – Nordvik Logistics – Jobs portal',
      ),
    );
    // eslint-disable-next-line testing-library/no-node-access -- the document's head is not on screen
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Care for people. – Nordvik Logistics, Göteborg',
    );
    // eslint-disable-next-line testing-library/no-node-access -- the document's head is not on screen
    const script = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('</script>');
    const data = JSON.parse(script.textContent!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Nurse </script><script>alert(1)</script>',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Nordvik Logistics' },
      jobLocation: {
        address: {
          addressLocality: 'Göteborg',
          addressRegion: 'Västra Götaland',
          addressCountry: 'SE',
        },
      },
    });
    await act(() => router.navigate('/accessibility'));
    await screen.findByRole('heading', { level: 1, name: /Accessibility/ });
    // eslint-disable-next-line testing-library/no-node-access -- the document's head is not on screen
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    // eslint-disable-next-line testing-library/no-node-access -- the document's head is not on screen
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Open jobs from employers in Sweden, Norway and Denmark. Search, apply and follow your applications.',
    );
    unmount();
  });

  test('script-safe JSON escapes < and line separators but reads back the same', () => {
    const value = { text: '</script>\u2028<!--' };
    const json = toScriptSafeJson(value);
    expect(json).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  test('share links are plain URLs to LinkedIn and Facebook', async () => {
    answerJob(job());
    renderRoute('/job/frontend-developer-goteborg');
    const linkedIn = await screen.findByRole('link', { name: /Share on LinkedIn/ });
    const page = encodeURIComponent(`${window.location.origin}/job/frontend-developer-goteborg`);
    expect(linkedIn).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${page}`,
    );
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${page}`,
    );
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the title is followed by the employer: its initials (no logo) and its name, linked', async () => {
    answerJob(job());
    renderRoute('/job/frontend-developer-goteborg');
    const title = await screen.findByRole('heading', { level: 1, name: 'Frontend developer' });
    // eslint-disable-next-line testing-library/no-node-access -- the heading's group has no role of its own
    const heading = within(title.parentElement!);
    expect(heading.getByText('NL')).toHaveAttribute('aria-hidden', 'true');
    expect(heading.getByRole('link', { name: 'Nordvik Logistics' })).toHaveAttribute(
      'href',
      '/company/nordvik-logistics/about',
    );
  });

  test("a company with a logo: the logo beside the employer's name, silent for screen readers", async () => {
    answerJob(
      job({
        company: { ...job().company, logoUrl: '/companies/nordvik-logistics/logo' },
      }),
    );
    renderRoute('/job/frontend-developer-goteborg');
    const title = await screen.findByRole('heading', { level: 1, name: 'Frontend developer' });
    // eslint-disable-next-line testing-library/no-node-access -- the heading's group has no role of its own
    const logo = within(title.parentElement!).getByRole('presentation');
    expect(logo).toHaveAttribute(
      'src',
      expect.stringContaining('/companies/nordvik-logistics/logo'),
    );
    expect(logo).toHaveAttribute('alt', '');
  });

  describe('sharing', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'share');
    });

    test('Copy link puts the address on the clipboard and says so in a status message', async () => {
      answerJob(job());
      const { user } = renderRoute('/job/frontend-developer-goteborg');
      await user.click(await screen.findByRole('button', { name: 'Copy link' }));
      await waitFor(() =>
        expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
          expect.stringContaining('The link to the job was copied'),
        ),
      );
      await expect(navigator.clipboard.readText()).resolves.toBe(
        `${window.location.origin}/job/frontend-developer-goteborg`,
      );
    });

    test('a clipboard that refuses: an alert says to copy the address by hand', async () => {
      answerJob(job());
      const { user } = renderRoute('/job/frontend-developer-goteborg');
      const copy = await screen.findByRole('button', { name: 'Copy link' });
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
        new DOMException('Denied', 'NotAllowedError'),
      );
      await user.click(copy);
      await waitFor(() =>
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
          expect.stringContaining(
            'The link could not be copied. Copy it from the address bar instead.',
          ),
        ),
      );
    });

    test('no Share… button where the browser has no Web Share API', async () => {
      answerJob(job());
      renderRoute('/job/frontend-developer-goteborg');
      await screen.findByRole('button', { name: 'Copy link' });
      expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    });

    test("Share… hands the job's title and address to the device's share sheet", async () => {
      const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      answerJob(job());
      const { user } = renderRoute('/job/frontend-developer-goteborg');
      await user.click(await screen.findByRole('button', { name: 'Share…' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Frontend developer – Nordvik Logistics',
        url: `${window.location.origin}/job/frontend-developer-goteborg`,
      });
    });

    test('closing the share sheet without choosing says nothing', async () => {
      const share = vi.fn().mockRejectedValue(new DOMException('Cancelled', 'AbortError'));
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      answerJob(job());
      const { user } = renderRoute('/job/frontend-developer-goteborg');
      await user.click(await screen.findByRole('button', { name: 'Share…' }));
      expect(share).toHaveBeenCalledOnce();
      // The apply form's live region is there from the start, empty: no alert says anything.
      for (const alert of screen.queryAllByRole('alert')) expect(alert).toBeEmptyDOMElement();
      expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    });
  });

  test('an unknown slug: a clear not-found message with a way home', async () => {
    answerJob(null, 404);
    renderRoute('/job/no-such-job');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  test('a job that cannot be fetched: the job-ad error text with a link home', async () => {
    answerJob(null, 500);
    renderRoute('/job/broken');
    expect(
      await screen.findByText(
        'We could not show the job ad. Go back to the home page and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/No connection/)).not.toBeInTheDocument();
  });

  test('an ad that got no answer names the connection as the cause', async () => {
    server.use(http.get('*/jobs/:slug', () => HttpResponse.error()));
    renderRoute('/job/broken');
    expect(
      await screen.findByText('No connection. Check your network and try again.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We could not show the job ad. Go back to the home page and try again.'),
    ).toBeInTheDocument();
  });

  test('Try again fetches the ad again and shows it once it comes', async () => {
    answerJob(null, 503);
    const { user } = renderRoute('/job/frontend-developer-goteborg');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answerJob(job());
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend developer' }),
    ).toBeInTheDocument();
  });

  test('an unknown slug offers no Try again: another try finds nothing either', async () => {
    answerJob(null, 404);
    renderRoute('/job/no-such-job');
    await screen.findByRole('heading', { level: 1, name: 'Job not found' });
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('pay, the published date and the place in the facts', () => {
  test('the pay as the ad states it and how long ago it was published; a region named as its city is left out', async () => {
    const publishedAt = new Date(Date.now() - 5 * DAY).toISOString();
    answerJob(
      job({
        location: 'Stockholm',
        region: 'Stockholm',
        publishedAt,
        pay: { kind: 'range', min: 40000, max: 48000, currency: 'SEK', period: 'month' },
      }),
    );
    renderRoute('/job/frontend-developer-goteborg');
    await screen.findByRole('heading', { level: 1, name: 'Frontend developer' });
    const facts = within(screen.getByRole('complementary', { name: 'Job details' }));
    expect(facts.getByText(/per month$/)).toHaveTextContent(
      /^SEK 40,000\u2060–\u206048,000 per month$/,
    );
    expect(facts.getByText('5 days ago')).toHaveAttribute('datetime', publishedAt);
    expect(facts.getByText('Stockholm')).toBeInTheDocument();
    expect(facts.queryByText('Region')).not.toBeInTheDocument();
    expect(screen.queryByText(/Stockholm, Stockholm/)).not.toBeInTheDocument();
  });

  test('a job without pay has no pay fact', async () => {
    answerJob(job({ pay: null }));
    renderRoute('/job/frontend-developer-goteborg');
    await screen.findByRole('heading', { level: 1, name: 'Frontend developer' });
    const facts = within(screen.getByRole('complementary', { name: 'Job details' }));
    expect(facts.queryByText('Pay')).not.toBeInTheDocument();
    expect(facts.getByText('Region')).toBeInTheDocument();
  });
});

describe('similar open jobs', () => {
  test('a closed job leads on to open jobs of its category, never itself, and to the whole list of them', async () => {
    answerJob(job({ finalApplyDate: new Date(Date.now() - DAY).toISOString() }));
    renderRoute('/job/frontend-developer-goteborg');
    const similar = within(await screen.findByRole('region', { name: 'Similar open jobs' }));
    const links = similar.getAllByRole('link');
    const jobLinks = links.filter((link) => link.getAttribute('href')!.startsWith('/job/'));
    expect(jobLinks.length).toBeGreaterThan(0);
    expect(jobLinks.length).toBeLessThanOrEqual(3);
    expect(jobLinks.map((link) => link.getAttribute('href'))).not.toContain(
      '/job/frontend-developer-goteborg',
    );
    expect(similar.getByRole('link', { name: 'See all similar jobs' })).toHaveAttribute(
      'href',
      '/?category=it',
    );
  });

  test('with nothing else in its category (or none), the same place instead', async () => {
    server.use(
      http.get('*/jobs', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.has('category'))
          return HttpResponse.json(searchResult([jobSummary()]));
        return undefined;
      }),
    );
    answerJob(job({ finalApplyDate: new Date(Date.now() - DAY).toISOString() }));
    renderRoute('/job/frontend-developer-goteborg');
    const similar = within(await screen.findByRole('region', { name: 'Similar open jobs' }));
    expect(similar.getByRole('link', { name: 'See all similar jobs' })).toHaveAttribute(
      'href',
      '/?region=V%C3%A4stra+G%C3%B6taland',
    );
  });
});
