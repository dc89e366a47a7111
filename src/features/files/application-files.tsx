import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import type { ApplicationFile } from '@/api/types';
import { UPLOAD_LIMITS } from '@/api/constants';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast/toast';
import { useFormat } from '@/i18n/format';
import { downloadBlob } from '@/lib/download';
import { deleteApplicationFile, getFileBlob, uploadApplicationFile } from './api';
import { FilePreviewDialog } from './file-preview-dialog';
import {
  acceptAttribute,
  acceptedExtensions,
  checkUpload,
  previewKindOf,
  type UploadRefusal,
} from './upload-rules';
import './files.css';

interface Upload {
  key: string;
  file: File;
  kind: ApplicationFile['kind'];
  progress: number;
  status: 'uploading' | 'failed';
  error: string | null;
}

function useRefusalText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (file: File, refusal: UploadRefusal): string => {
    switch (refusal.reason) {
      case 'type':
        return t('files.upload.wrongType', { name: file.name, types: refusal.types });
      case 'size':
        return t('files.upload.tooLarge', {
          name: file.name,
          size: format.fileSize(refusal.maxBytes),
        });
      case 'count':
        return t('files.upload.tooMany', { count: refusal.max });
      case 'empty':
        return t('files.upload.empty', { name: file.name });
    }
  };
}

function useUploadErrorText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (error: unknown): string => {
    if (isApiError(error)) {
      switch (error.code) {
        case 'FILE_TOO_LARGE':
          return t('files.upload.serverTooLarge', {
            size: format.fileSize(UPLOAD_LIMITS.maxBytes),
          });
        case 'FILE_TYPE':
          return t('files.upload.serverWrongType', { types: acceptedExtensions() });
        case 'TOO_MANY_FILES':
          return t('files.upload.tooMany', { count: UPLOAD_LIMITS.maxFilesPerApplication });
        case 'DEADLINE_PASSED':
          return t('files.deadlineNotice');
      }
      if (error.kind === 'network' || error.kind === 'timeout') return t('files.upload.offline');
    }
    return t('errors.generic');
  };
}

interface FileRowProps {
  file: ApplicationFile;
  editable: boolean;
  onPreview: () => void;
  onDelete: () => void;
}

function FileRow({ file, editable, onPreview, onDelete }: FileRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const nameId = useId();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const canPreview = previewKindOf(file.contentType) !== null;

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const blob = await getFileBlob(file.contentUrl);
      // Bytes that are not previewed are only ever saved, never opened as a page.
      downloadBlob(new Blob([blob], { type: 'application/octet-stream' }), file.name);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="file-row">
      <div className="file-row__info">
        <span id={nameId} className="file-row__name">
          {file.name}
        </span>
        <span className="file-row__meta">
          {t(file.kind === 'cv' ? 'files.kind.cv' : 'files.kind.attachment')} ·{' '}
          {format.fileSize(file.size)} ·{' '}
          {t('files.uploadedOn', { date: format.date(file.uploadedAt) })}
        </span>
        {downloadFailed && (
          <span className="field__error" role="alert">
            {t('files.downloadFailed')}
          </span>
        )}
      </div>
      <div className="cluster file-row__actions">
        {canPreview ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={onPreview}
            aria-describedby={nameId}
          >
            {t('files.preview.open')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void download()}
            disabled={downloading}
            aria-describedby={nameId}
          >
            {t('files.download')}
          </button>
        )}
        {editable && (
          <button
            type="button"
            className="button button--link file-row__delete"
            onClick={onDelete}
            aria-describedby={nameId}
          >
            {t('files.delete.open')}
          </button>
        )}
      </div>
    </li>
  );
}

interface ApplicationFilesProps {
  applicationId: string;
  files: ApplicationFile[];
  /** False once the deadline has passed: no uploads, no deletes. */
  editable: boolean;
}

/** The application's files: preview or download each; upload and delete until the deadline. */
export function ApplicationFiles({ applicationId, files, editable }: ApplicationFilesProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const revalidator = useRevalidator();
  const refusalText = useRefusalText();
  const uploadErrorText = useUploadErrorText();
  const format = useFormat();
  const inputId = useId();
  const kindId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [uploaded, setUploaded] = useState<ApplicationFile[]>([]);
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(new Set());
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [chosen, setChosen] = useState<File | null>(null);
  const [kind, setKind] = useState<ApplicationFile['kind']>('attachment');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<ApplicationFile | null>(null);
  const [deleting, setDeleting] = useState<ApplicationFile | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const focusHeadingAfterRender = useRef(false);

  const visible = [
    ...files,
    ...uploaded.filter((file) => !files.some((known) => known.id === file.id)),
  ].filter((file) => !removedIds.has(file.id));

  // A deleted file's row took the focused button with it; the section heading gets focus instead.
  useEffect(() => {
    if (!focusHeadingAfterRender.current) return;
    focusHeadingAfterRender.current = false;
    headingRef.current?.focus();
  });

  const patchUpload = (key: string, change: Partial<Upload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const runUpload = async (upload: Upload) => {
    patchUpload(upload.key, { status: 'uploading', progress: 0, error: null });
    try {
      const saved = await uploadApplicationFile(applicationId, upload.file, {
        kind: upload.kind,
        onProgress: (progress) => patchUpload(upload.key, { progress }),
      });
      setUploads((current) => current.filter((item) => item.key !== upload.key));
      setUploaded((current) => [...current, saved]);
      showToast(t('files.upload.success'), 'success');
      void revalidator.revalidate();
    } catch (error) {
      patchUpload(upload.key, { status: 'failed', error: uploadErrorText(error) });
      if (isApiError(error) && error.code === 'DEADLINE_PASSED') void revalidator.revalidate();
    }
  };

  const startUpload = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setChoiceError(t('files.upload.chooseFirst'));
      inputRef.current?.focus();
      return;
    }
    const refusal = checkUpload(chosen, visible.length + uploads.length);
    if (refusal) {
      setChoiceError(refusalText(chosen, refusal));
      inputRef.current?.focus();
      return;
    }
    const upload: Upload = {
      key: `${Date.now()}-${chosen.name}`,
      file: chosen,
      kind,
      progress: 0,
      status: 'uploading',
      error: null,
    };
    setUploads((current) => [...current, upload]);
    setChosen(null);
    setChoiceError(null);
    if (inputRef.current) inputRef.current.value = '';
    void runUpload(upload);
  };

  const confirmDelete = async (file: ApplicationFile) => {
    setDeletePending(true);
    setDeleteError(null);
    try {
      await deleteApplicationFile(applicationId, file.id);
      setDeleting(null);
      setRemovedIds((current) => new Set(current).add(file.id));
      focusHeadingAfterRender.current = true;
      showToast(t('files.delete.done', { name: file.name }), 'success');
      void revalidator.revalidate();
    } catch (error) {
      setDeleteError(
        isApiError(error) && error.code === 'DEADLINE_PASSED'
          ? t('files.deadlineNotice')
          : isApiError(error) && error.kind === 'server'
            ? error.message
            : t('errors.generic'),
      );
    } finally {
      setDeletePending(false);
    }
  };

  const choiceErrorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="section-heading">
        {t('files.title')}
      </h2>
      {visible.length === 0 ? (
        <p>{t('files.empty')}</p>
      ) : (
        <ul className="file-list">
          {visible.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              editable={editable}
              onPreview={() => setPreviewing(file)}
              onDelete={() => {
                setDeleteError(null);
                setDeleting(file);
              }}
            />
          ))}
        </ul>
      )}

      {uploads.length > 0 && (
        <ul className="file-list" aria-label={t('files.upload.inProgress')}>
          {uploads.map((upload) => (
            <li key={upload.key} className="file-row file-row--upload">
              <div className="file-row__info">
                <span className="file-row__name">{upload.file.name}</span>
                {upload.status === 'uploading' ? (
                  <progress
                    className="file-row__progress"
                    max={100}
                    value={upload.progress}
                    aria-label={t('files.upload.progress', { name: upload.file.name })}
                  />
                ) : (
                  <span className="field__error" role="alert">
                    {t('files.upload.failed')}
                    {upload.error ? `: ${upload.error}` : ''}
                  </span>
                )}
              </div>
              {upload.status === 'failed' && (
                <div className="cluster file-row__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void runUpload(upload)}
                  >
                    {t('files.upload.retry')}{' '}
                    <span className="visually-hidden">{upload.file.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--link"
                    onClick={() =>
                      setUploads((current) => current.filter((item) => item.key !== upload.key))
                    }
                  >
                    {t('files.upload.dismiss')}{' '}
                    <span className="visually-hidden">{upload.file.name}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {editable ? (
        <form className="stack file-upload" onSubmit={startUpload} noValidate>
          <h3 className="file-upload__title">{t('files.upload.title')}</h3>
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              {t('files.upload.label')}
            </label>
            <div id={hintId} className="field__hint">
              {t('files.upload.hint', {
                types: acceptedExtensions(),
                size: format.fileSize(UPLOAD_LIMITS.maxBytes),
                count: UPLOAD_LIMITS.maxFilesPerApplication,
              })}
            </div>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              className="input file-upload__input"
              accept={acceptAttribute()}
              aria-invalid={choiceError ? true : undefined}
              aria-describedby={choiceError ? `${hintId} ${choiceErrorId}` : hintId}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0] ?? null;
                setChosen(file);
                const refusal = file ? checkUpload(file, visible.length + uploads.length) : null;
                setChoiceError(file && refusal ? refusalText(file, refusal) : null);
              }}
            />
            {choiceError && (
              <div id={choiceErrorId} className="field__error" role="alert">
                <span className="visually-hidden">{t('form.errorPrefix')} </span>
                {choiceError}
              </div>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={kindId}>
              {t('files.upload.kindLabel')}
            </label>
            <select
              id={kindId}
              className="select file-upload__kind"
              value={kind}
              onChange={(event) =>
                setKind(event.currentTarget.value === 'cv' ? 'cv' : 'attachment')
              }
            >
              <option value="attachment">{t('files.kind.attachment')}</option>
              <option value="cv">{t('files.kind.cv')}</option>
            </select>
          </div>
          <div>
            <button type="submit" className="button">
              {t('files.upload.submit')}
            </button>
          </div>
        </form>
      ) : (
        <p className="notice notice--info">{t('files.deadlineNotice')}</p>
      )}

      {previewing && (
        <FilePreviewDialog
          key={previewing.id}
          file={previewing}
          onClose={() => setPreviewing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('files.delete.title')}
          message={t('files.delete.question')}
          confirmLabel={t('files.delete.confirm')}
          cancelLabel={t('files.delete.cancel')}
          pending={deletePending}
          error={deleteError}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        >
          <p className="file-row__name">{deleting.name}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
