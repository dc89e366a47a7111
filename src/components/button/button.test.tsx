import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type FormEvent } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Button, buttonClass } from './button';

describe('Button', () => {
  test('inside a form, does not submit it unless it says so', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Preview</Button>
        <Button type="submit">Send</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  test('adds its variant and extra classes, and passes attributes and the ref through', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="danger" className="card__delete" aria-describedby="card" disabled>
        Delete
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveClass('button button--danger card__delete', { exact: true });
    expect(button).toHaveAttribute('aria-describedby', 'card');
    expect(button).toBeDisabled();
    expect(ref.current).toBe(button);
  });
});

describe('buttonClass', () => {
  test('is the plain button class for the primary variant, with a modifier for the others', () => {
    expect(buttonClass()).toBe('button');
    expect(buttonClass('secondary')).toBe('button button--secondary');
    expect(buttonClass('link', 'site-footer__button')).toBe(
      'button button--link site-footer__button',
    );
  });
});
