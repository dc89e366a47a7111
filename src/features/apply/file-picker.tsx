import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button/button';
import { useFieldId } from '@/components/form/fields';
import { useFormat } from '@/i18n/format';
import { ACCEPT_ATTRIBUTE } from './apply-files';
import { Name } from '@/components/name/name';

interface FilePickerProps {
  /** The name used by the error summary to find the control. */
  name: string;
  label: string;
  hint: ReactNode;
  multiple: boolean;
  /** Chosen here, or stored before (the CV of an earlier application): a name and a size. */
  files: ReadonlyArray<Pick<File, 'name' | 'size'>>;
  /** Messages about files that were refused, already translated. */
  problems: string[];
  disabled: boolean;
  /** Adds what passes the checks of the chosen files, and gives back those it added. */
  onChoose: (files: File[]) => File[];
  onRemove: (index: number) => void;
}

/**
 * A native file input (keyboard and screen readers know it) behind a button-like label, and the
 * chosen files as a list: the input itself is emptied after each choice, so the list is the truth.
 */
export function FilePicker({
  name,
  label,
  hint,
  multiple,
  files,
  problems,
  disabled,
  onChoose,
  onRemove,
}: FilePickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useFieldId(name);
  const inputRef = useRef<HTMLInputElement>(null);
  // The files the last choice added: the browser says nothing when a file is chosen, so this does.
  const [added, setAdded] = useState<string[]>([]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="field file-picker">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div id={hintId} className="field__hint">
        {hint}
      </div>
      <div className="file-picker__control">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          className="file-picker__input"
          accept={ACCEPT_ATTRIBUTE}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={[hintId, problems.length ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={problems.length ? true : undefined}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (chosen.length) setAdded(onChoose(chosen).map((file) => file.name));
          }}
        />
        <label
          htmlFor={id}
          id={`${id}-button`}
          className={buttonClass('secondary', 'file-picker__button')}
        >
          {multiple
            ? t('apply.files.chooseFiles')
            : files.length
              ? t('apply.files.replaceFile')
              : t('apply.files.chooseFile')}
        </label>
      </div>
      {problems.length > 0 && (
        <div id={errorId} className="field__error" role="alert">
          {problems.map((problem) => (
            <p key={problem} className="file-picker__problem">
              <span className="visually-hidden">{t('form.errorPrefix')} </span>
              {problem}
            </p>
          ))}
        </div>
      )}
      <p role="status" className="visually-hidden">
        {added.length > 0 && t('apply.files.added', { label, names: added })}
      </p>
      {files.length > 0 && (
        <ul className="file-picker__list" aria-label={t('apply.files.chosen', { label })}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="file-picker__file">
              <Name className="file-picker__name">{file.name}</Name>
              <span className="file-picker__size">{format.fileSize(file.size)}</span>
              <Button
                variant="link"
                disabled={disabled}
                onClick={() => {
                  onRemove(index);
                  setAdded([]);
                  inputRef.current?.focus();
                }}
              >
                {t('apply.files.remove')}
                <span className="visually-hidden">
                  {' '}
                  <Name>{file.name}</Name>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
