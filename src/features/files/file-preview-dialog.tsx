import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationFile } from '@/api/contract/applications';
import { buttonClass } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { StreamedData } from '@/components/streamed-data/streamed-data';
import { emitAppEvent } from '@/lib/events';
import { getFileBlob } from './api';
import { RefusedFileAddressError } from './content-url';
import { previewKindOf, safeBlobType } from './upload-rules';
import { Name } from '@/components/name/name';

// pdf.js and its worker are fetched the first time a PDF is previewed, never before.
const PdfViewer = lazy(() => import('./pdf-viewer'));

/** A file's bytes once read, and the object URL that shows and downloads them. */
interface PreviewContent {
  blob: Blob;
  url: string;
}

/** A preview being shown: the file, its bytes once read, and how to stop. */
export interface FilePreview {
  file: ApplicationFile;
  content: Promise<PreviewContent>;
  /** Stops the read if it is still going and frees the bytes. */
  end: () => void;
}

/**
 * Starts reading a file's bytes for its preview (pdf, image or video), where the person asks for
 * it. They are read with credentials and shown through an object URL, freed by `end`.
 */
export function startFilePreview(file: ApplicationFile): FilePreview {
  const controller = new AbortController();
  const kind = previewKindOf(file.contentType);
  const content = getFileBlob(file.contentUrl, controller.signal).then((read) => {
    // Re-typed so that the object URL, opened on its own, can never be an HTML page of this origin.
    const blob = new Blob([read], { type: safeBlobType(kind, file.contentType) });
    return { blob, url: URL.createObjectURL(blob) };
  });
  // The dialog shows a failure once it renders; a refused address fails before that, at once.
  content.catch(() => undefined);
  return {
    file,
    content,
    end: () => {
      controller.abort();
      content.then(
        ({ url }) => URL.revokeObjectURL(url),
        () => undefined,
      );
    },
  };
}

/** Shows a PDF, image or video from the candidate's files as its bytes arrive. */
export function FilePreviewDialog({
  preview: { file, content },
  onClose,
}: {
  preview: FilePreview;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kind = previewKindOf(file.contentType);

  useEffect(() => {
    emitAppEvent('file-preview-open', { fileId: file.id });
    return () => emitAppEvent('file-preview-close', { fileId: file.id });
  }, [file.id]);

  return (
    // The close button: it is there at once, the preview only once the file has been read.
    <Modal
      open
      onClose={onClose}
      title={<Name>{file.name}</Name>}
      size="large"
      initialFocus="close-button"
    >
      <div className="stack file-preview">
        <StreamedData
          data={content}
          fallback={<p role="status">{t('files.preview.loading')}</p>}
          failure={(error) => (
            <p className="notice notice--error" role="alert">
              {t(
                error instanceof RefusedFileAddressError
                  ? 'files.refusedAddress'
                  : 'files.preview.failed',
              )}
            </p>
          )}
        >
          {({ blob, url: src }) => (
            <>
              <div className="file-preview__media">
                {kind === 'pdf' && <PdfViewer blob={blob} name={file.name} />}
                {kind === 'image' && (
                  <img className="file-preview__image" src={src} alt={file.name} />
                )}
                {kind === 'video' && (
                  // Candidates' own uploads come without caption files; the preview cannot invent them.
                  // eslint-disable-next-line jsx-a11y/media-has-caption
                  <video className="file-preview__video" src={src} controls preload="metadata">
                    {t('files.preview.noVideo')}
                  </video>
                )}
              </div>
              <div className="cluster">
                <a className={buttonClass()} href={src} download={file.name}>
                  {t('files.download')}{' '}
                  <span className="visually-hidden">
                    <Name>{file.name}</Name>
                  </span>
                </a>
              </div>
            </>
          )}
        </StreamedData>
      </div>
    </Modal>
  );
}
