import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { expect, test } from 'vitest';
import { hasUnsavedChanges as isReloadBlocked } from '@/lib/unsaved-changes';
import { TextField } from './fields';
import { PortalForm } from './portal-form';

test('a form with unsaved input holds back the new-build reload until it is saved or left', async () => {
  const user = userEvent.setup();
  const view = render(
    <Formik initialValues={{ note: '' }} onSubmit={() => undefined}>
      {({ resetForm }) => (
        <PortalForm>
          <TextField name="note" label="Note" />
          <button type="button" onClick={() => resetForm()}>
            Saved
          </button>
        </PortalForm>
      )}
    </Formik>,
  );
  expect(isReloadBlocked()).toBe(false);

  await user.type(screen.getByLabelText('Note'), 'half a sentence');
  expect(isReloadBlocked()).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Saved' }));
  expect(isReloadBlocked()).toBe(false);

  await user.type(screen.getByLabelText('Note'), 'again');
  view.unmount();
  expect(isReloadBlocked()).toBe(false);
});
