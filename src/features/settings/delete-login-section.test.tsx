import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { getSession } from '@/api/session';
import { server } from '@/mocks/node';
import { mainError, renderSettings } from './test-fixtures';

async function openDeleteDialog() {
  const view = renderSettings();
  const section = within(
    await screen.findByRole('region', { name: 'Delete my candidate login' }, { timeout: 5000 }),
  );
  await view.user.click(section.getByRole('button', { name: 'Delete my candidate login' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Delete your candidate login?' }),
  );
  return { ...view, section, dialog };
}

/** Serves DELETE /profile as the service does and counts the calls. */
function countDeletes() {
  const deletes = { count: 0 };
  server.use(
    http.delete('/profile', () => {
      deletes.count += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return deletes;
}

describe('delete my candidate login', () => {
  test('warns that all applications are deleted and that it cannot be undone', async () => {
    const { section } = await openDeleteDialog();
    expect(
      section.getByText(
        'If you delete your candidate login, all your applications are deleted. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'If you delete your candidate login, all your applications are deleted. This cannot be undone.',
    );
  });

  test('nothing is deleted until the word is typed', async () => {
    const deletes = countDeletes();
    const { user, dialog } = await openDeleteDialog();
    await user.click(dialog.getByRole('button', { name: 'Delete permanently' }));
    const field = dialog.getByLabelText('Type DELETE to confirm');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Type DELETE to delete your login'),
      ),
    );
    await user.type(field, 'DELET');
    await user.click(dialog.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Type the word DELETE exactly'),
      ),
    );
    expect(deletes.count).toBe(0);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getSession().authenticated).toBe(true);
  });

  test('deletes the login, logs out and goes home with a confirmation', async () => {
    const deletes = countDeletes();
    const { user, dialog, router } = await openDeleteDialog();
    await user.type(dialog.getByLabelText('Type DELETE to confirm'), ' delete ');
    await user.click(dialog.getByRole('button', { name: 'Delete permanently' }));
    expect(
      await screen.findByText('Your candidate login and all your data have been deleted'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deletes.count).toBe(1);
    expect(document.cookie).not.toContain('authtoken=');
    expect(getSession().authenticated).toBe(false);
  });

  test('a failed deletion keeps the candidate logged in and says why', async () => {
    server.use(http.delete('/profile', () => mainError(500, 'Deletion is not possible right now')));
    const { user, dialog, router } = await openDeleteDialog();
    await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(dialog.getByRole('button', { name: 'Delete permanently' }));
    expect(await dialog.findByText('Deletion is not possible right now')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/settings');
    expect(getSession().authenticated).toBe(true);
  });
});
