import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { MenuButton } from './menu-button';

function renderMenu(onEdit = vi.fn()) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <p id="thing">Backend developer</p>
      <button type="button">Before</button>
      <MenuButton
        label="More actions"
        describedBy="thing"
        actions={[
          { id: 'ad', label: 'View job ad', to: '/job/backend' },
          { id: 'edit', label: 'Edit', onSelect: onEdit },
          { id: 'delete', label: 'Delete', onSelect: vi.fn(), danger: true },
        ]}
      />
      <button type="button">After</button>
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'More actions' });
  return { user, button, onEdit };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('MenuButton', () => {
  test('is a menu button described by what it acts on; a click opens the menu on its first item', async () => {
    const { user, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAccessibleDescription('Backend developer');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'More actions' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(item('View job ad')).toHaveFocus();
    expect(item('View job ad')).toHaveAttribute('href', '/job/backend');
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('the arrows move round the items, Home and End go to the ends', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(item('View job ad')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('View job ad')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('View job ad')).toHaveFocus();
  });

  test('choosing an item closes the menu, puts the focus back on the button and runs the action', async () => {
    const { user, button, onEdit } = renderMenu();
    button.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('Tab, Shift+Tab and a click elsewhere close the menu; the focus goes on from the button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.click(button);
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByText('Backend developer'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
