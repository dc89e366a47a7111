import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Name } from '@/components/name/name';
import { withoutDirectionControls } from './bidi';

describe('names from others and the direction of text', () => {
  test('a right-to-left override cannot make "CV\u202Efdp.exe" read as a PDF', () => {
    expect(withoutDirectionControls('CV\u202Efdp.exe')).toBe('CVfdp.exe');
    expect(withoutDirectionControls('a\u2066b\u2069\u202Ac\u202C')).toBe('abc');
  });

  test('marks that right-to-left names need stay', () => {
    expect(withoutDirectionControls('\u05D3\u05E0\u05D4\u200F.pdf')).toBe(
      '\u05D3\u05E0\u05D4\u200F.pdf',
    );
  });

  test('<Name> renders the name isolated, without the override', () => {
    render(<Name>{'CV\u202Efdp.exe'}</Name>);
    const name = screen.getByText('CVfdp.exe');
    expect(name.tagName).toBe('BDI');
  });
});
