import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useRevalidator, useRouteError } from 'react-router-dom';
import type { LanguageCode, LegalDocument } from '@/api/types';
import { useErrorText } from '@/components/form/error-text';
import { configuredDocumentAddress, type LegalDocumentKind } from '@/config/legal-documents';
import { useFormat } from '@/i18n/format';
import { settledLocale } from '@/i18n/i18n';
import { codeFromLocale, localeFromCode } from '@/i18n/languages';
import { getLegalDocument } from './api';
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

/**
 * A deployment that publishes the text elsewhere sends its page there too (an old bookmark, a
 * link in an email). Otherwise the text comes from the main API, in the interface language.
 */
export async function loadLegalDocument(
  kind: LegalDocumentKind,
  request: Request,
): Promise<LegalDocumentData> {
  const elsewhere = configuredDocumentAddress(kind);
  // An address on the portal's own host may be this very page: it shows the API's text instead.
  if (elsewhere && elsewhere.origin !== new URL(request.url).origin) throw redirect(elsewhere.href);
  const language = codeFromLocale(await settledLocale());
  return { kind, language, document: await getLegalDocument(kind, language, request.signal) };
}

const paragraphs = (body: string) =>
  body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');

/** The terms or the privacy notice as plain text: the API's headings and paragraphs, never HTML. */
export function LegalDocumentPage({ data }: { data: LegalDocumentData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const revalidator = useRevalidator();
  const shownLanguage = codeFromLocale(format.locale);

  // A switch of language asks for the text in the new one; until it arrives, the old text keeps
  // its own `lang`, so that a screen reader does not read it with the new language's voice.
  useEffect(() => {
    if (shownLanguage !== data.language && revalidator.state === 'idle')
      void revalidator.revalidate();
  }, [shownLanguage, data.language, revalidator]);

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
        <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
          {t('errors.reload')}
        </button>
      </div>
    </div>
  );
}
