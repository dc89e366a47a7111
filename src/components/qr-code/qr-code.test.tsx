import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { QrCode } from './qr-code';

const otpauthUrl =
  'otpauth://totp/Jobs%20portal:demo%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Jobs%20portal';

describe('QrCode', () => {
  test('draws the code as an inline SVG image with the given accessible name', () => {
    render(<QrCode text={otpauthUrl} label="QR code for your authenticator app" />);
    const image = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    // eslint-disable-next-line testing-library/no-node-access -- the drawing is one SVG path, which has no role
    const path = image.querySelector('path');
    // Finder patterns alone give well over a hundred dark modules.
    expect(path?.getAttribute('d')?.split('M').length).toBeGreaterThan(100);
    expect(image.outerHTML).not.toContain('data:');
  });

  test('different texts give different drawings', () => {
    const { rerender } = render(<QrCode text="otpauth://totp/a?secret=AAAA" label="QR" />);
    const first = screen.getByRole('img', { name: 'QR' }).innerHTML;
    rerender(<QrCode text="otpauth://totp/b?secret=BBBB" label="QR" />);
    const second = screen.getByRole('img', { name: 'QR' }).innerHTML;
    expect(first).not.toBe(second);
  });

  test('calls onError and draws nothing when the text cannot be encoded', () => {
    const onError = vi.fn();
    render(<QrCode text={'x'.repeat(5000)} label="QR" onError={onError} />);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('calls onError for an empty text', () => {
    const onError = vi.fn();
    render(<QrCode text="" label="QR" onError={onError} />);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
