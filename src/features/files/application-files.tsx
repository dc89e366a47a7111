import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { isApiError } from '@/lib/api-error';
import type { ApplicationFile } from '@/api/contract/applications';
import { UPLOAD_LIMITS } from '@/api/constants';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorText } from '@/components/form/error-text';
import { useMutation } from '@/components/form/use-mutation';
import { useToast } from '@/components/toast/toast';
import { TitledSection } from '@/components/titled-section/titled-section';
import { useFormat } from '@/i18n/format';
import { downloadBlob } from '@/lib/download';
import { randomId } from '@/lib/ids';
import { useRevalidateData } from '@/lib/streamed-data';
import { deleteApplicationFile, getFileBlob, uploadApplicationFile } from './api';
import { RefusedFileAddressError } from './content-url';
import { FilePreviewDialog, startFilePreview, type FilePreview } from './file-preview-dialog';
import {
  acceptAttribute,
  acceptedExtensions,
  checkUpload,
  previewKindOf,
  type UploadRefusal,
} from './upload-rules';
import './files.css';
import { Name } from '@/components/name/name';

/** Two presses of one double click come within this many milliseconds. */
const DOUBLE_CLICK_MS = 800;

interface Upload {
  key: string;
  /** The same for every try of this upload: "Try again" after a lost answer stores one copy. */
  idempotencyKey: string;
  file: File;
  kind: ApplicationFile['kind'];
  progress: number;
  status: 'uploading' | 'failed';
  error: string | null;
  /** The stored file's id, once the upload has arrived: its own row then takes the upload's place. */
  storedAs?: string;
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

interface FileRowProps {
  file: ApplicationFile;
  editable: boolean;
  onPreview: () => void;
  onDelete: () => void;
}

function FileRow({ file, editable, onPreview, onDelete }: FileRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const canPreview = previewKindOf(file.contentType) !== null;
  // Every row has these buttons: their names say which file each acts on (WCAG 2.4.4), starting
  // with the words they show (WCAG 2.5.3).
  const named = { name: file.name };

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const blob = await getFileBlob(file.contentUrl);
      // Bytes that are not previewed are only ever saved, never opened as a page.
      downloadBlob(new Blob([blob], { type: 'application/octet-stream' }), file.name);
    } catch (error) {
      setDownloadError(
        t(
          error instanceof RefusedFileAddressError
            ? 'files.refusedAddress'
            : 'files.downloadFailed',
        ),
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="file-row">
      <div className="file-row__info">
        <span className="file-row__name">
          <Name>{file.name}</Name>
        </span>
        <span className="file-row__meta">
          {t(file.kind === 'cv' ? 'files.kind.cv' : 'files.kind.attachment')} ·{' '}
          {format.fileSize(file.size)} ·{' '}
          {t('files.uploadedOn', { date: format.date(file.uploadedAt) })}
        </span>
        {downloadError && (
          <span className="field__error" role="alert">
            {downloadError}
          </span>
        )}
      </div>
      <div className="cluster file-row__actions">
        {canPreview ? (
          <Button
            variant="secondary"
            onClick={onPreview}
            aria-label={t('files.preview.openNamed', named)}
          >
            {t('files.preview.open')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void download()}
            disabled={downloading}
            aria-label={t('files.downloadNamed', named)}
          >
            {t('files.download')}
          </Button>
        )}
        {editable && (
          <Button
            variant="link"
            className="file-row__delete"
            onClick={onDelete}
            aria-label={t('files.delete.openNamed', named)}
          >
            {t('files.delete.open')}
          </Button>
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
  const revalidate = useRevalidateData();
  const refusalText = useRefusalText();
  const format = useFormat();
  const errorText = useErrorText();
  // The upload's own words, after "Upload failed:".
  const uploadErrorText = (error: unknown) =>
    errorText(error, {
      FILE_TOO_LARGE: {
        key: 'files.upload.serverTooLarge',
        values: { size: format.fileSize(UPLOAD_LIMITS.maxBytes) },
      },
      FILE_TYPE: { key: 'files.upload.serverWrongType', values: { types: acceptedExtensions() } },
      TOO_MANY_FILES: {
        key: 'files.upload.tooMany',
        values: { count: UPLOAD_LIMITS.maxFilesPerApplication },
      },
      DEADLINE_PASSED: { key: 'files.deadlineNotice' },
      network: { key: 'files.upload.offline' },
    });
  const inputId = useId();
  const kindId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastStart = useRef(Number.NEGATIVE_INFINITY);

  const [uploads, setUploads] = useState<Upload[]>([]);
  // Read and changed in the same event-loop turn as a click: a second press of "Upload" in that
  // turn finds the file already on its way and the slot already taken.
  const uploadsNow = useRef<Upload[]>([]);
  // The type the person chose for the file at hand; until then, the one it most likely is.
  const [chosenKind, setChosenKind] = useState<ApplicationFile['kind'] | null>(null);
  const [chosenFileName, setChosenFileName] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<FilePreview | null>(null);
  // A CV upload that waits for "Replace your CV?": nothing is sent, so nothing is replaced, before
  // the person says yes.
  const [replacingCv, setReplacingCv] = useState<{ upload: Upload; currentName: string } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<ApplicationFile | null>(null);
  const removal = useMutation(
    (file: ApplicationFile) => deleteApplicationFile(applicationId, file.id),
    { errorMessages: { DEADLINE_PASSED: { key: 'files.deadlineNotice' } } },
  );

  const changeUploads = (change: (current: Upload[]) => Upload[]) => {
    uploadsNow.current = change(uploadsNow.current);
    setUploads(uploadsNow.current);
  };
  const patchUpload = (key: string, patch: Partial<Upload>) =>
    changeUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)),
    );

  const runUpload = async (upload: Upload) => {
    patchUpload(upload.key, { status: 'uploading', progress: 0, error: null });
    try {
      const stored = await uploadApplicationFile(applicationId, upload.file, {
        kind: upload.kind,
        idempotencyKey: upload.idempotencyKey,
        onProgress: (progress) => patchUpload(upload.key, { progress }),
      });
      // The list is the loader's: the new file shows once it is read again, and the upload's own
      // row goes in the same render (`uploadsOnTheirWay`), never showing the file twice.
      patchUpload(upload.key, { storedAs: stored.id });
      await revalidate();
      changeUploads((current) => current.filter((item) => item.key !== upload.key));
      showToast(t('files.upload.success'), 'success');
    } catch (error) {
      patchUpload(upload.key, { status: 'failed', error: uploadErrorText(error) });
      if (isApiError(error) && error.code === 'DEADLINE_PASSED') void revalidate();
    }
  };

  /** The CV the application holds, or is about to hold once an upload on its way arrives. */
  const currentCvName = (): string | null =>
    uploadsNow.current.findLast((upload) => upload.kind === 'cv')?.file.name ??
    files.find((file) => file.kind === 'cv')?.name ??
    null;

  // An application without a CV most likely gets one next; one with a CV, an attachment, since a
  // "CV" there replaces the one it has.
  const hasCv = [...files, ...uploads].some((item) => item.kind === 'cv');
  const kind = chosenKind ?? (hasCv ? 'attachment' : 'cv');

  /** The files a new one counts against: a new CV takes the old one's place. */
  const filesCountingFor = (newKind: ApplicationFile['kind']): number => {
    const count = files.length + uploadsNow.current.length;
    return newKind === 'cv' && currentCvName() !== null ? count - 1 : count;
  };

  const startUpload = (event: FormEvent) => {
    event.preventDefault();
    const input = inputRef.current;
    const chosen = input?.files?.[0] ?? null;
    if (!chosen) {
      // A second click of a double click: its file is already on its way.
      if (event.timeStamp - lastStart.current < DOUBLE_CLICK_MS) return;
      setChoiceError(t('files.upload.chooseFirst'));
      input?.focus();
      return;
    }
    const currentCv = currentCvName();
    const refusal = checkUpload(chosen, filesCountingFor(kind));
    if (refusal) {
      setChoiceError(refusalText(chosen, refusal));
      setChosenFileName(null);
      input?.focus();
      return;
    }
    const upload: Upload = {
      key: randomId(),
      idempotencyKey: randomId(),
      file: chosen,
      kind,
      progress: 0,
      status: 'uploading',
      error: null,
    };
    lastStart.current = event.timeStamp;
    setChoiceError(null);
    if (kind === 'cv' && currentCv !== null) {
      setReplacingCv({ upload, currentName: currentCv });
      return;
    }
    sendUpload(upload);
  };

  const sendUpload = (upload: Upload) => {
    changeUploads((current) => [...current, upload]);
    if (inputRef.current) inputRef.current.value = '';
    setChosenFileName(null);
    // The type is chosen for each file: a kept "CV" would make the next file replace the CV.
    setChosenKind(null);
    void runUpload(upload);
  };

  const confirmDelete = async (file: ApplicationFile) => {
    const outcome = await removal.run(file);
    if (!outcome.ok) return;
    setDeleting(null);
    showToast(t('files.delete.done', { name: file.name }), 'success');
    // The deleted file's row took the focused button with it; the section heading gets focus.
    headingRef.current?.focus();
  };

  const uploadsOnTheirWay = uploads.filter(
    (upload) => !files.some((file) => file.id === upload.storedAs),
  );
  const choiceErrorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  return (
    <TitledSection className="card stack" heading={t('files.title')} headingRef={headingRef}>
      {files.length === 0 ? (
        <p>{t('files.empty')}</p>
      ) : (
        <ul className="file-list">
          {files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              editable={editable}
              onPreview={() => setPreviewing(startFilePreview(file))}
              onDelete={() => {
                removal.clearError();
                setDeleting(file);
              }}
            />
          ))}
        </ul>
      )}

      {uploadsOnTheirWay.length > 0 && (
        <ul className="file-list" aria-label={t('files.upload.inProgress')}>
          {uploadsOnTheirWay.map((upload) => (
            <li key={upload.key} className="file-row file-row--upload">
              <div className="file-row__info">
                <Name className="file-row__name">{upload.file.name}</Name>
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
                  <Button variant="secondary" onClick={() => void runUpload(upload)}>
                    {t('files.upload.retry')}{' '}
                    <span className="visually-hidden">
                      <Name>{upload.file.name}</Name>
                    </span>
                  </Button>
                  <Button
                    variant="link"
                    onClick={() =>
                      changeUploads((current) => current.filter((item) => item.key !== upload.key))
                    }
                  >
                    {t('files.upload.dismiss')}{' '}
                    <span className="visually-hidden">
                      <Name>{upload.file.name}</Name>
                    </span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {editable ? (
        <form className="stack file-upload" onSubmit={startUpload} noValidate>
          <h3 className="file-upload__title">{t('files.upload.title')}</h3>
          <p>{t('files.holds', { count: UPLOAD_LIMITS.maxFilesPerApplication })}</p>
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
                const refusal = file ? checkUpload(file, filesCountingFor(kind)) : null;
                setChoiceError(file && refusal ? refusalText(file, refusal) : null);
                setChosenFileName(file && !refusal ? file.name : null);
              }}
            />
            {choiceError && (
              <div id={choiceErrorId} className="field__error" role="alert">
                <span className="visually-hidden">{t('form.errorPrefix')} </span>
                {choiceError}
              </div>
            )}
            {/* The browser shows the chosen file's name but does not say it: this says it. */}
            <p role="status" className="visually-hidden">
              {chosenFileName && t('files.upload.chosen', { name: chosenFileName })}
            </p>
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
                setChosenKind(event.currentTarget.value === 'cv' ? 'cv' : 'attachment')
              }
            >
              <option value="attachment">{t('files.kind.attachment')}</option>
              <option value="cv">{t('files.kind.cv')}</option>
            </select>
          </div>
          <div>
            <Button type="submit">{t('files.upload.submit')}</Button>
          </div>
        </form>
      ) : (
        <p className="notice notice--info">{t('files.deadlineNotice')}</p>
      )}

      {previewing && (
        <FilePreviewDialog
          key={previewing.file.id}
          preview={previewing}
          onClose={() => {
            previewing.end();
            setPreviewing(null);
          }}
        />
      )}
      {replacingCv && (
        <ConfirmDialog
          open
          title={t('files.replaceCv.title')}
          message={t('files.replaceCv.question')}
          confirmLabel={t('files.replaceCv.confirm')}
          cancelLabel={t('files.replaceCv.cancel')}
          onCancel={() => setReplacingCv(null)}
          onConfirm={() => {
            setReplacingCv(null);
            sendUpload(replacingCv.upload);
          }}
        >
          <dl className="file-replace">
            <dt>{t('files.replaceCv.current')}</dt>
            <dd className="file-row__name">
              <Name>{replacingCv.currentName}</Name>
            </dd>
            <dt>{t('files.replaceCv.new')}</dt>
            <dd className="file-row__name">
              <Name>{replacingCv.upload.file.name}</Name>
            </dd>
          </dl>
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('files.delete.title')}
          message={t('files.delete.question')}
          confirmLabel={t('files.delete.confirm')}
          cancelLabel={t('files.delete.cancel')}
          pending={removal.busy}
          error={removal.error}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        >
          <p className="file-row__name">
            <Name>{deleting.name}</Name>
          </p>
        </ConfirmDialog>
      )}
    </TitledSection>
  );
}
