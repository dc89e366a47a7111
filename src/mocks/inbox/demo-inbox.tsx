import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFromCode } from '@/i18n/languages';
import { DEMO_PASSWORD, DEMO_USER, TOTP_SECRET, TOTP_USER } from '../data/seed';
import {
  formatFaultRule,
  getFaultRules,
  parseFaultRule,
  setFaultRules,
  type FaultRule,
} from '../faults';
import {
  authenticatorCodes,
  getState,
  inboxEntries,
  resetDemoData,
  subscribeStore,
} from '../store';
import './demo-inbox.css';

let version = 0;
const subscribe = (listener: () => void) =>
  subscribeStore(() => {
    version += 1;
    listener();
  });
const getVersion = () => version;

const OUTCOMES = [
  'network',
  'hang',
  'jwt-expired',
  '500',
  '502',
  '503',
  '504',
  '429',
  '409',
  '404',
  '401',
] as const;
/** The outcomes that are not an HTTP status, and their words. */
const NAMED_OUTCOMES = {
  network: 'demo.inbox.faultNetwork',
  hang: 'demo.inbox.faultHang',
  'jwt-expired': 'demo.inbox.faultJwtExpired',
} as const;
const METHODS = ['*', 'GET', 'POST', 'PATCH', 'DELETE'] as const;

/** Re-renders every second while open, so authenticator codes stay current. */
function useTicker(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The demo's mailbox and phone: every email and SMS the demo "sent", current authenticator
 * codes, failures on purpose and a reset. A small button until opened; a non-modal dialog that
 * closes on Escape, on its close button, or when focus moves back to the page.
 */
export function DemoInbox() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [seenCount, setSeenCount] = useState(() => getState().inbox.length);
  const [faults, setFaults] = useState<FaultRule[]>(() => getFaultRules());
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const now = useTicker(open);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const newId = useId();

  const entries = inboxEntries();
  const unseen = Math.max(0, entries.length - seenCount);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setSeenCount(getState().inbox.length);
    if (returnFocus) toggleRef.current?.focus();
  };

  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The app's dialogs listen on document for Escape and Tab; keys typed in the inbox are not theirs.
      event.stopPropagation();
      if (event.key === 'Escape') closeRef.current(true);
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, []);

  const dateTime = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en-US', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });

  return (
    <div ref={rootRef} className="demo-inbox">
      <button
        ref={toggleRef}
        type="button"
        className="demo-inbox__toggle"
        aria-expanded={open}
        aria-describedby={unseen > 0 ? newId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {t('demo.inbox.button')}
        {unseen > 0 && (
          <span className="demo-inbox__badge" aria-hidden="true">
            {unseen}
          </span>
        )}
      </button>
      <span id={newId} className="visually-hidden">
        {unseen > 0 ? t('demo.inbox.newCount', { count: unseen }) : ''}
      </span>
      {open && (
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className="demo-inbox__panel"
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (next instanceof Node && !event.currentTarget.parentElement?.contains(next))
              close(false);
          }}
        >
          <div className="demo-inbox__header">
            <h2 id={titleId} className="demo-inbox__title" tabIndex={-1} data-autofocus>
              {t('demo.inbox.title')}
            </h2>
            <button type="button" className="demo-inbox__close" onClick={() => close(true)}>
              {t('demo.inbox.close')}
            </button>
          </div>
          <p className="demo-inbox__muted">{t('demo.inbox.intro')}</p>

          <section aria-labelledby={`${titleId}-sent`}>
            <h3 id={`${titleId}-sent`} className="demo-inbox__section-title">
              {t('demo.inbox.sentHeading')}
            </h3>
            {entries.length === 0 ? (
              <p className="demo-inbox__muted">{t('demo.inbox.empty')}</p>
            ) : (
              <ul className="demo-inbox__list">
                {entries.map((entry) => (
                  <li key={entry.id} className="demo-inbox__entry">
                    <h4 className="demo-inbox__subject">
                      {t(`demo.inbox.subject.${entry.subject}`)}
                    </h4>
                    <p className="demo-inbox__meta">
                      {t(`demo.inbox.channel.${entry.channel}`)} ·{' '}
                      {t('demo.inbox.to', { to: entry.to })} ·{' '}
                      <time dateTime={entry.sentAt}>{dateTime.format(new Date(entry.sentAt))}</time>
                    </p>
                    {entry.body && (
                      // The email's own language, which may not be the page's.
                      <p lang={localeFromCode(entry.language) ?? undefined}>{entry.body}</p>
                    )}
                    {entry.code && (
                      <p className="demo-inbox__code">
                        {t('demo.inbox.code', { code: entry.code })}
                      </p>
                    )}
                    {entry.link && (
                      <p>
                        <a href={entry.link}>{t('demo.inbox.openLink')}</a>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby={`${titleId}-totp`}>
            <h3 id={`${titleId}-totp`} className="demo-inbox__section-title">
              {t('demo.inbox.authenticatorHeading')}
            </h3>
            <ul className="demo-inbox__plain-list">
              {authenticatorCodes(now).map(({ email, code }) => (
                <li key={email} className="demo-inbox__code">
                  {t('demo.inbox.authenticatorCode', { email, code })}
                </li>
              ))}
            </ul>
            <p className="demo-inbox__muted demo-inbox__break">
              {t('demo.inbox.authenticatorSecret', { email: TOTP_USER.email, secret: TOTP_SECRET })}
            </p>
          </section>

          <section aria-labelledby={`${titleId}-accounts`}>
            <h3 id={`${titleId}-accounts`} className="demo-inbox__section-title">
              {t('demo.inbox.accountsHeading')}
            </h3>
            <ul className="demo-inbox__plain-list">
              <li>
                {t('demo.inbox.accountSms', { email: DEMO_USER.email, password: DEMO_PASSWORD })}
              </li>
              <li>
                {t('demo.inbox.accountTotp', { email: TOTP_USER.email, password: DEMO_PASSWORD })}
              </li>
            </ul>
          </section>

          <FaultControls
            idPrefix={titleId}
            faults={faults}
            onChange={(next) => {
              setFaultRules(next);
              setFaults(next);
            }}
          />

          <section aria-labelledby={`${titleId}-reset`}>
            <h3 id={`${titleId}-reset`} className="demo-inbox__section-title">
              {t('demo.inbox.resetHeading')}
            </h3>
            <p className="demo-inbox__muted">{t('demo.inbox.resetIntro')}</p>
            <button
              type="button"
              className="demo-inbox__button demo-inbox__button--danger"
              onClick={() => {
                resetDemoData();
                // Every screen reloads its data from the seed; the route and language stay.
                window.location.reload();
              }}
            >
              {t('demo.inbox.resetButton')}
            </button>
          </section>
        </div>
      )}
    </div>
  );
}

function FaultControls({
  idPrefix,
  faults,
  onChange,
}: {
  idPrefix: string;
  faults: FaultRule[];
  onChange: (next: FaultRule[]) => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<string>('POST');
  const [path, setPath] = useState('/jobs/*/applications');
  const [outcome, setOutcome] = useState<string>('503');
  const [once, setOnce] = useState(false);
  const [after, setAfter] = useState(false);
  const [pathError, setPathError] = useState(false);
  const id = (name: string) => `${idPrefix}-fault-${name}`;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const flags = [once ? 'once' : '', after ? 'after' : ''].filter(Boolean);
    const rule = parseFaultRule([method, path.trim(), outcome, ...flags].join(':'));
    setPathError(rule === null);
    if (!rule) return;
    const text = formatFaultRule(rule);
    onChange([...faults.filter((existing) => formatFaultRule(existing) !== text), rule]);
  };

  return (
    <section aria-labelledby={id('heading')}>
      <h3 id={id('heading')} className="demo-inbox__section-title">
        {t('demo.inbox.faultsHeading')}
      </h3>
      <p className="demo-inbox__muted">{t('demo.inbox.faultsIntro')}</p>
      <form className="demo-inbox__form" onSubmit={add} noValidate>
        <div className="demo-inbox__row">
          <label htmlFor={id('method')}>{t('demo.inbox.faultMethod')}</label>
          <select
            id={id('method')}
            value={method}
            onChange={(event) => setMethod(event.target.value)}
          >
            {METHODS.map((value) => (
              <option key={value} value={value}>
                {value === '*' ? t('demo.inbox.faultAnyMethod') : value}
              </option>
            ))}
          </select>
        </div>
        <div className="demo-inbox__row">
          <label htmlFor={id('path')}>{t('demo.inbox.faultPath')}</label>
          <input
            id={id('path')}
            value={path}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={pathError}
            aria-describedby={pathError ? id('path-error') : undefined}
            onChange={(event) => setPath(event.target.value)}
          />
          {pathError && (
            <p id={id('path-error')} className="demo-inbox__error">
              {t('demo.inbox.faultInvalidPath')}
            </p>
          )}
        </div>
        <div className="demo-inbox__row">
          <label htmlFor={id('outcome')}>{t('demo.inbox.faultOutcome')}</label>
          <select
            id={id('outcome')}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value)}
          >
            {OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {value in NAMED_OUTCOMES
                  ? t(NAMED_OUTCOMES[value as keyof typeof NAMED_OUTCOMES])
                  : t('demo.inbox.faultStatus', { status: value })}
              </option>
            ))}
          </select>
        </div>
        <div className="demo-inbox__check">
          <input
            id={id('once')}
            type="checkbox"
            checked={once}
            onChange={(event) => setOnce(event.target.checked)}
          />
          <label htmlFor={id('once')}>{t('demo.inbox.faultOnce')}</label>
        </div>
        <div className="demo-inbox__check">
          <input
            id={id('after')}
            type="checkbox"
            checked={after}
            onChange={(event) => setAfter(event.target.checked)}
          />
          <label htmlFor={id('after')}>{t('demo.inbox.faultAfter')}</label>
        </div>
        <button type="submit" className="demo-inbox__button">
          {t('demo.inbox.faultAdd')}
        </button>
      </form>
      <h4 className="demo-inbox__subject">{t('demo.inbox.faultActive')}</h4>
      {faults.length === 0 ? (
        <p className="demo-inbox__muted">{t('demo.inbox.faultNone')}</p>
      ) : (
        <>
          <ul className="demo-inbox__plain-list">
            {faults.map((rule) => {
              const text = formatFaultRule(rule);
              return (
                <li key={text} className="demo-inbox__fault">
                  <code>{text}</code>
                  <button
                    type="button"
                    className="demo-inbox__link-button"
                    onClick={() => onChange(faults.filter((existing) => existing !== rule))}
                  >
                    <span aria-hidden="true">×</span>
                    <span className="visually-hidden">
                      {t('demo.inbox.faultRemove', { rule: text })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="demo-inbox__button demo-inbox__button--secondary"
            onClick={() => onChange([])}
          >
            {t('demo.inbox.faultRemoveAll')}
          </button>
        </>
      )}
    </section>
  );
}
