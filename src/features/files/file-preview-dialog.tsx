import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import type { ApplicationFile } from '@/api/contract/applications';
import { Modal } from '@/components/modal/modal';
import { emitAppEvent } from '@/lib/events';
import { getFileBlob } from './api';
import { previewKindOf, safeBlobType } from './upload-rules';
import { Name } from '@/components/name/name';

type PreviewState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/**
 * Shows a PDF, image or video from the candidate's files (spec §1 "file preview"). The bytes are
 * fetched with credentials and shown through an object URL, revoked when the preview closes.
 */
export function FilePreviewDialog({
  file,
  onClose,
}: {
  file: ApplicationFile;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kind = previewKindOf(file.contentType);
  const [state, setState] = useState<PreviewState>({ status: 'loading' });

  useEffect(() => {
    emitAppEvent('file-preview-open', { fileId: file.id });
    return () => emitAppEvent('file-preview-close', { fileId: file.id });
  }, [file.id]);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    getFileBlob(file.contentUrl, controller.signal).then(
      (blob) => {
        // Re-typed so a PDF frame can never become an HTML page of this origin.
        url = URL.createObjectURL(new Blob([blob], { type: safeBlobType(kind, file.contentType) }));
        setState({ status: 'ready', url });
      },
      (error: unknown) => {
        if (!(isApiError(error) && error.kind === 'aborted')) setState({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.contentUrl, file.contentType, kind]);

  return (
    // The close button, not the preview: a focused PDF frame would keep Escape from the page.
    <Modal
      open
      onClose={onClose}
      title={<Name>{file.name}</Name>}
      size="large"
      initialFocus="close-button"
    >
      <div className="stack file-preview">
        {state.status === 'loading' && <p role="status">{t('files.preview.loading')}</p>}
        {state.status === 'failed' && (
          <p className="notice notice--error" role="alert">
            {t('files.preview.failed')}
          </p>
        )}
        {state.status === 'ready' && (
          <>
            <div className="file-preview__media">
              {kind === 'pdf' && (
                <iframe
                  className="file-preview__pdf"
                  src={state.url}
                  title={t('files.preview.frameTitle', { name: file.name })}
                />
              )}
              {kind === 'image' && (
                <img className="file-preview__image" src={state.url} alt={file.name} />
              )}
              {kind === 'video' && (
                // Candidates' own uploads come without caption files; the preview cannot invent them.
                // eslint-disable-next-line jsx-a11y/media-has-caption
                <video className="file-preview__video" src={state.url} controls preload="metadata">
                  {t('files.preview.noVideo')}
                </video>
              )}
            </div>
            <div className="cluster">
              <a className="button" href={state.url} download={file.name}>
                {t('files.download')}{' '}
                <span className="visually-hidden">
                  <Name>{file.name}</Name>
                </span>
              </a>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
