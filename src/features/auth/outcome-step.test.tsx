import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { OutcomeStep } from './outcome-step';

describe('OutcomeStep', () => {
  test('its heading takes the focus; the notice, what follows it and the way on come after', () => {
    render(
      <OutcomeStep
        heading="Password changed"
        tone="success"
        message="Your new password works from now on."
        actions={<button type="button">Log in</button>}
      >
        <p>Keep it somewhere safe.</p>
      </OutcomeStep>,
    );
    const heading = screen.getByRole('heading', { name: 'Password changed' });
    expect(heading).toHaveFocus();
    const notice = screen.getByText('Your new password works from now on.');
    expect(notice).toHaveClass('notice--success');
    const note = screen.getByText('Keep it somewhere safe.');
    const action = screen.getByRole('button', { name: 'Log in' });
    expect(notice.compareDocumentPosition(note)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(note.compareDocumentPosition(action)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
