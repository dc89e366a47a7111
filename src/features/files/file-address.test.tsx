import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, test } from 'vitest';
import type { ApplicationFile } from '@/api/contract/applications';
import { ModalStackProvider } from '@/components/modal/modal-stack';
import { ToastProvider } from '@/components/toast/toast';
import { loadLocaleParts } from '@/i18n/i18n';
import { server } from '@/mocks/node';
import { ApplicationFiles } from './application-files';

const REFUSED = 'The file cannot be opened because its address is not on the portal’s own service.';

const elsewhere = (overrides: Partial<ApplicationFile>): ApplicationFile => ({
  id: 'file-9',
  name: 'cv-anna.pdf',
  contentType: 'application/pdf',
  size: 120_000,
  uploadedAt: '2026-03-02T09:00:00.000Z',
  kind: 'cv',
  contentUrl: 'http://localhost:9999/pwn',
  ...overrides,
});

// The route that shows this section loads its texts; rendered alone, the test loads them.
beforeAll(() => loadLocaleParts('applications'));

afterEach(() => {
  server.events.removeAllListeners('request:start');
});

/** The files section of an application, with a foreign host that would answer if asked. */
function renderFiles(files: ApplicationFile[]) {
  server.use(
    http.get('http://localhost:9999/*', () => HttpResponse.text('stolen')),
    http.get('https://files.evil.example/*', () => HttpResponse.text('stolen')),
  );
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => requested.push(request.url));
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ModalStackProvider>
          <ToastProvider>
            <ApplicationFiles applicationId="app-1" files={files} editable={false} />
          </ToastProvider>
        </ModalStackProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), requested };
}

test('a preview of a file on another origin says so and sends no request for it', async () => {
  const { user, requested } = renderFiles([elsewhere({})]);
  const files = await screen.findByRole('region', { name: 'Files' });
  await user.click(within(files).getByRole('button', { name: 'Preview cv-anna.pdf' }));
  const dialog = await screen.findByRole('dialog', { name: 'cv-anna.pdf' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUSED);
  expect(within(dialog).queryByTitle('Preview of cv-anna.pdf')).not.toBeInTheDocument();
  expect(requested).toEqual([]);
});

test('a download of a file on another host says so and sends no request for it', async () => {
  const { user, requested } = renderFiles([
    elsewhere({
      name: 'letter.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      contentUrl: 'https://files.evil.example/letter.docx',
    }),
  ]);
  const files = await screen.findByRole('region', { name: 'Files' });
  await user.click(within(files).getByRole('button', { name: 'Download letter.docx' }));
  expect(await within(files).findByRole('alert')).toHaveTextContent(REFUSED);
  expect(requested).toEqual([]);
});
