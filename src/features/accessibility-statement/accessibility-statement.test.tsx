import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render-route';
import { accessibilityContactEmail } from './contact';

test('the statement names the standard, the limitations, the enforcement bodies, and says when no contact address is configured', async () => {
  renderRoute('/accessibility');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeInTheDocument();

  // The tests configure no address: none is made up from the host name.
  expect(screen.queryByRole('link', { name: /^accessibility@/ })).not.toBeInTheDocument();
  expect(
    screen.getByText(/No address for reporting accessibility problems has been set up/),
  ).toBeInTheDocument();

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

test('the contact address is the configured one, and only a plain address', () => {
  expect(accessibilityContactEmail('help@employer.se')).toBe('help@employer.se');
  expect(accessibilityContactEmail('  ')).toBeNull();
  expect(accessibilityContactEmail(undefined)).toBeNull();
  expect(accessibilityContactEmail('help@employer.se?bcc=spy@evil.example')).toBeNull();
});
