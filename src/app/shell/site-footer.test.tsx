import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';

afterEach(() => vi.unstubAllEnvs());

async function footerLinks() {
  renderRoute('/accessibility');
  return screen.findByRole('navigation', { name: 'About the portal' });
}

test('the footer links the portal’s own privacy notice and terms when the deployment set none', async () => {
  const footer = within(await footerLinks());
  expect(footer.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
  expect(footer.getByRole('link', { name: 'Privacy notice' })).not.toHaveAttribute('target');
});

test('the deployment’s https addresses win, and the other site learns nothing of this page', async () => {
  vi.stubEnv('VITE_PRIVACY_NOTICE_URL', 'https://employer.example/privacy');
  vi.stubEnv('VITE_TERMS_URL', ' https://employer.example/terms ');
  const footer = within(await footerLinks());
  const privacy = footer.getByRole('link', { name: 'Privacy notice' });
  expect(privacy).toHaveAttribute('href', 'https://employer.example/privacy');
  expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
  expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
    'href',
    'https://employer.example/terms',
  );
});

test('an address that is not https is never linked: the portal’s own page is', async () => {
  vi.stubEnv('VITE_PRIVACY_NOTICE_URL', 'http://employer.example/privacy');
  vi.stubEnv('VITE_TERMS_URL', 'javascript:alert(1)');
  const footer = within(await footerLinks());
  expect(footer.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
});
