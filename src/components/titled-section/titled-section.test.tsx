import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, test } from 'vitest';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  test('is a region named by its heading, holding what it is given', () => {
    render(
      <TitledSection heading="Files">
        <p>No files yet.</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Files' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Files' }));
    expect(region).toContainElement(screen.getByText('No files yet.'));
    expect(screen.getByRole('heading', { name: 'Files' })).not.toHaveAttribute('tabindex');
  });

  test('a heading given a ref can take the focus', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    render(
      <TitledSection heading="Files" headingRef={headingRef}>
        <p>No files yet.</p>
      </TitledSection>,
    );
    headingRef.current?.focus();
    expect(screen.getByRole('heading', { name: 'Files' })).toHaveFocus();
  });
});
