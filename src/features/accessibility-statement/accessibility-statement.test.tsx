import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render-route';
import { accessibilityContactEmail } from './contact';

test('the statement names the standard, the limitations, a real contact address and the enforcement bodies', async () => {
  renderRoute('/accessibility');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeInTheDocument();

  const expected = `accessibility@${window.location.hostname.replace(/^www\./, '')}`;
  const mail = screen.getByRole('link', { name: expected });
  expect(mail).toHaveAttribute('href', `mailto:${expected}`);

  expect(
    screen.getByRole('link', { name: 'Agency for Digital Government (DIGG)' }),
  ).toHaveAttribute('href', 'https://www.digg.se/');
  expect(screen.getByRole('link', { name: /Uutilsynet/ })).toHaveAttribute(
    'href',
    'https://www.uutilsynet.no/',
  );
  expect(screen.getByRole('link', { name: /Digitaliseringsstyrelsen/ })).toHaveAttribute(
    'href',
    'https://digst.dk/',
  );
});

test('the contact address is the configured one, or accessibility@ the portal domain without www', () => {
  expect(accessibilityContactEmail('help@employer.se', 'jobs.example.com')).toBe(
    'help@employer.se',
  );
  expect(accessibilityContactEmail('  ', 'www.jobs.example.com')).toBe(
    'accessibility@jobs.example.com',
  );
  expect(accessibilityContactEmail(undefined, 'careers.example.no')).toBe(
    'accessibility@careers.example.no',
  );
});
