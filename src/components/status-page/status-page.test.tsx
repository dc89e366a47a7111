import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { StatusPage } from './status-page';

describe('StatusPage', () => {
  test('a page heading, what happened, then the ways on and what follows them', () => {
    render(
      <StatusPage
        heading="Page not found"
        text="The address may be mistyped."
        actions={<a href="/">To the start page</a>}
      >
        <p role="status">Loading…</p>
      </StatusPage>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Page not found' });
    const text = screen.getByText('The address may be mistyped.');
    const link = screen.getByRole('link', { name: 'To the start page' });
    const status = screen.getByRole('status');
    expect(heading.compareDocumentPosition(text)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(text.compareDocumentPosition(link)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(link.compareDocumentPosition(status)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
