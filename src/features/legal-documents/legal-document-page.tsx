import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router-dom';
import type { LegalDocument } from '@/api/contract/legal-documents';
import type { LanguageCode } from '@/api/contract/shared';
import { Button } from '@/components/button/button';
import { useErrorText } from '@/components/form/error-text';
import type { LegalDocumentKind } from '@/config/legal-documents';
import { useFormat } from '@/i18n/format';
import { localeFromCode } from '@/i18n/languages';
import './legal-document-page.css';
import type { TranslationKey } from '@/i18n/translation-key';

export interface LegalDocumentData {
  kind: LegalDocumentKind;
  /** The language the text was asked for in. */
  language: LanguageCode;
  document: LegalDocument;
}

const TITLE_KEY: Record<LegalDocumentKind, TranslationKey> = {
  'privacy-notice': 'titles.privacyNotice',
  terms: 'titles.terms',
};

const paragraphs = (body: string) =>
  body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');

/** The terms or the privacy notice as plain text: the API's headings and paragraphs, never HTML. */
export function LegalDocumentPage({ data }: { data: LegalDocumentData }) {
  const { t } = useTranslation();
  const format = useFormat();

  const { document } = data;
  return (
    <article className="legal-document stack">
      <h1>{t(TITLE_KEY[data.kind])}</h1>
      <p className="legal-document__version">
        {t('legal.versionLine', {
          version: document.version,
          date: format.date(document.updatedAt, { dateStyle: 'long' }),
        })}
      </p>
      <div className="stack" lang={localeFromCode(data.language) ?? undefined}>
        {document.sections.map((section, index) => (
          <section key={index} className="stack">
            <h2>{section.heading}</h2>
            {paragraphs(section.body).map((paragraph, paragraphIndex) => (
              <p key={paragraphIndex}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}

/** The text could not be fetched: the page's heading, why, and a way to try again. */
export function LegalDocumentError({ kind }: { kind: LegalDocumentKind }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <div className="legal-document stack">
      <h1>{t(TITLE_KEY[kind])}</h1>
      <p className="notice notice--error" role="alert">
        {errorText(error) ?? t('errors.errorDisplayPage')}
      </p>
      <div className="cluster">
        <Button onClick={() => void revalidator.revalidate()}>{t('errors.reload')}</Button>
      </div>
    </div>
  );
}
