import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ApplicationFile } from '@/api/contract/applications';
import { ModalStackProvider } from '@/components/modal/modal-stack';
import { ToastProvider } from '@/components/toast/toast';
import { loadLocaleParts } from '@/i18n/i18n';
import { server } from '@/mocks/node';
import { applicationFile } from '@/testing/application-files';
import { ApplicationFiles } from './application-files';

// The route that shows this section loads its texts; rendered alone, the test loads them.
beforeAll(() => loadLocaleParts('applications'));

const cv = applicationFile();
const letter = applicationFile({
  id: 'file-2',
  name: 'letter.docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  kind: 'attachment',
  contentUrl: '/files/file-2/content',
});

/** The files section with its list read by a loader, as the application's route reads it. */
async function openFiles(stored: ApplicationFile[]) {
  server.use(
    http.post('/applications/:id/files', async ({ request }) => {
      const kind = (await request.formData()).get('kind') === 'cv' ? 'cv' : 'attachment';
      const added = applicationFile({ id: `file-${stored.length + 10}`, name: 'new-cv.pdf', kind });
      stored.push(added);
      return HttpResponse.json(added, { status: 201 });
    }),
  );
  function Section() {
    const { files } = useLoaderData<{ files: ApplicationFile[] }>();
    return <ApplicationFiles applicationId="app-1" files={files} editable />;
  }
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => ({ files: [...stored] }),
      element: (
        <ModalStackProvider>
          <ToastProvider>
            <Section />
          </ToastProvider>
        </ModalStackProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.findByRole('region', { name: 'Files' });
}

const png = (name = 'portfolio.png') => new File(['png'], name, { type: 'image/png' });

describe("an application's files", () => {
  test('each button names the file it acts on, so that two rows never share a name', async () => {
    const files = await openFiles([cv, letter]);
    expect(
      within(files)
        .getAllByRole('button', { name: /^(Preview|Download|Delete) / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Preview cv-anna.pdf',
      'Delete cv-anna.pdf',
      'Download letter.docx',
      'Delete letter.docx',
    ]);
  });

  test('without a CV the type starts at CV; once there is one, at Attachment', async () => {
    const files = await openFiles([letter]);
    const kind = within(files).getByRole('combobox', { name: 'Type of file' });
    expect(kind).toHaveValue('cv');

    const user = userEvent.setup();
    await user.upload(
      within(files).getByLabelText('Choose a file'),
      new File(['%PDF-1.4'], 'new-cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(files).getByRole('button', { name: 'Upload' }));
    expect(
      await within(files).findByRole('button', { name: 'Preview new-cv.pdf' }),
    ).toBeInTheDocument();
    expect(kind).toHaveValue('attachment');
  });

  test('a chosen file is said; a refused one is said as the error instead', async () => {
    const files = await openFiles([cv]);
    const user = userEvent.setup({ applyAccept: false });
    const input = within(files).getByLabelText('Choose a file');
    await user.upload(input, png());
    expect(within(files).getByRole('status')).toHaveTextContent('File chosen: portfolio.png');

    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(within(files).getByRole('alert')).toHaveTextContent(/setup\.exe cannot be uploaded/);
    expect(within(files).getByRole('status')).toBeEmptyDOMElement();
  });
});
