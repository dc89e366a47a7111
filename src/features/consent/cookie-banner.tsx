import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { useToast } from '@/components/toast/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { usePublishedHeight } from '@/lib/use-published-height';
import {
  closeCookieSettings,
  cookieSettingsOpener,
  readConsent,
  saveConsent,
  useConsent,
  useCookieSettingsOpen,
  type ConsentChoice,
} from './consent-store';
import './cookie-banner.css';

type View = 'simple' | 'detail';

function storedChoice(): ConsentChoice {
  const stored = readConsent();
  return {
    statistics: stored.handled && stored.statistics,
    marketing: stored.handled && stored.marketing,
  };
}

/**
 * The banner is a non-modal region fixed to the bottom of the viewport. While it is shown, its
 * height is published as a CSS variable: the page gets that much bottom padding and scroll
 * padding, and toasts sit above it, so it never covers the focused element or a message.
 */
const BANNER_HEIGHT_VAR = '--consent-banner-height';

/** A consent category as a switch (a checkbox with role switch), with an optional description. */
function ConsentSwitch({
  name,
  label,
  description,
  checked,
  onChange,
}: {
  /** The field the banner's form posts before the app runs. */
  name: 'statistics' | 'marketing';
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="consent-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={name}
        className="consent-switch__input"
        checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="consent-switch__label">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="consent-switch__description">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

function Switches({
  choice,
  onChange,
  detailed,
}: {
  choice: ConsentChoice;
  onChange: (choice: ConsentChoice) => void;
  detailed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="consent-banner__switches">
      <legend className="visually-hidden">{t('consent.categories')}</legend>
      <ConsentSwitch
        name="statistics"
        label={t('consent.statistics')}
        description={detailed ? t('consent.statisticsDescription') : undefined}
        checked={choice.statistics}
        onChange={(statistics) => onChange({ ...choice, statistics })}
      />
      <ConsentSwitch
        name="marketing"
        label={t('consent.marketing')}
        description={detailed ? t('consent.marketingDescription') : undefined}
        checked={choice.marketing}
        onChange={(marketing) => onChange({ ...choice, marketing })}
      />
    </fieldset>
  );
}

/**
 * The banner's two choices, as the form's submit buttons: before the app runs the edge answers
 * them (`consent=accept` with the switches, or `consent=decline`); from then on they choose here,
 * and the browser's own submission is cancelled as they do: the choice takes the banner, form
 * and all, off the page before that submission would start.
 */
function ChoiceButtons({
  accept,
  decline,
  choice,
  onChoose,
}: {
  accept: string;
  decline: string;
  choice: ConsentChoice;
  onChoose: (choice: ConsentChoice) => void;
}) {
  return (
    <>
      <Button
        type="submit"
        name="consent"
        value="accept"
        onClick={(event) => {
          event.preventDefault();
          onChoose(choice);
        }}
      >
        {accept}
      </Button>
      <Button
        type="submit"
        name="consent"
        value="decline"
        variant="secondary"
        onClick={(event) => {
          event.preventDefault();
          onChoose({ statistics: false, marketing: false });
        }}
      >
        {decline}
      </Button>
    </>
  );
}

/**
 * The cookie banner: shown until consent is handled, and again when the footer's
 * "Cookie settings" asks for it (cookie-banner-slot.tsx mounts it then, and only then). Simple
 * view: two toggles (both on), Accept, Decline and 'Handle cookies'. Detail view: two switches
 * with descriptions, its own accept and 'Reject all'; opened from the simple view both start off
 * and 'Back' returns to it as it was, opened from the footer they show the stored choice and
 * 'Cancel' leaves it unchanged.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const consent = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  // Mounted by the footer's "Cookie settings": straight to the detail view with the stored choice.
  const [view, setView] = useState<View>(settingsOpen ? 'detail' : 'simple');
  const [choice, setChoice] = useState<ConsentChoice>(() =>
    settingsOpen ? storedChoice() : { statistics: true, marketing: true },
  );
  const publishHeight = usePublishedHeight(BANNER_HEIGHT_VAR);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const handleButton = useRef<HTMLButtonElement>(null);
  // The simple view's toggles as they were when the detail view opened: 'Back' restores them.
  const simpleChoice = useRef<ConsentChoice>({ statistics: true, marketing: true });
  const focusHandleButton = useRef(false);
  const returnFocusTo = useRef<Element | null>(null);
  const headingId = useId();
  const visible = !consent.handled || settingsOpen;
  const hydrated = useHydrated();

  // Reopened from the footer while shown: the same, in place (focus follows).
  const [seenSettingsOpen, setSeenSettingsOpen] = useState(settingsOpen);
  if (settingsOpen !== seenSettingsOpen) {
    setSeenSettingsOpen(settingsOpen);
    if (settingsOpen) {
      setChoice(storedChoice());
      setView('detail');
    }
  }
  useEffect(() => {
    if (settingsOpen) returnFocusTo.current = cookieSettingsOpener();
  }, [settingsOpen]);

  useEffect(() => {
    if (visible && view === 'detail') detailHeading.current?.focus();
    if (visible && view === 'simple' && focusHandleButton.current) {
      focusHandleButton.current = false;
      handleButton.current?.focus();
    }
  }, [visible, view]);

  if (!visible) return null;

  const finish = (next: ConsentChoice) => {
    saveConsent(next);
    closeCookieSettings();
    setView('simple');
    showToast(t('consent.saved'), 'success');
    // The banner disappears; focus goes back to what opened it, or to the page's main content.
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    const fallback = document.getElementById('main');
    if (target instanceof HTMLElement && target.isConnected && target !== document.body)
      target.focus();
    else fallback?.focus({ preventScroll: true });
  };

  let content: ReactNode;
  if (view === 'simple') {
    content = (
      <>
        <h2 id={headingId} className="consent-banner__title">
          {t('consent.title')}
        </h2>
        <p className="consent-banner__text">{t('consent.text')}</p>
        <Switches choice={choice} onChange={setChoice} detailed={false} />
        <div className="consent-banner__actions">
          <ChoiceButtons
            accept={t('consent.accept')}
            decline={t('consent.decline')}
            onChoose={finish}
            choice={choice}
          />
          {/* The detail view needs the app: until it runs, the button keeps its place unseen. */}
          <Button
            ref={handleButton}
            variant="link"
            className={hydrated ? undefined : 'until-hydrated'}
            onClick={() => {
              returnFocusTo.current = null;
              simpleChoice.current = choice;
              setChoice({ statistics: false, marketing: false });
              setView('detail');
            }}
          >
            {t('consent.handle')}
          </Button>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <h2 id={headingId} ref={detailHeading} tabIndex={-1} className="consent-banner__title">
          {t('consent.detailTitle')}
        </h2>
        <p className="consent-banner__text">{t('consent.detailText')}</p>
        <Switches choice={choice} onChange={setChoice} detailed />
        <div className="consent-banner__actions">
          <ChoiceButtons
            accept={t('consent.acceptSelected')}
            decline={t('consent.rejectAll')}
            onChoose={finish}
            choice={choice}
          />
          {consent.handled ? (
            <Button
              variant="secondary"
              onClick={() => {
                const target = returnFocusTo.current;
                returnFocusTo.current = null;
                closeCookieSettings();
                setView('simple');
                if (target instanceof HTMLElement && target.isConnected) target.focus();
              }}
            >
              {t('common.cancel')}
            </Button>
          ) : (
            <Button
              variant="link"
              onClick={() => {
                closeCookieSettings();
                setChoice(simpleChoice.current);
                focusHandleButton.current = true;
                setView('simple');
              }}
            >
              {t('common.back')}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <section
      ref={publishHeight}
      className={hydrated ? 'consent-banner' : 'consent-banner consent-banner--server'}
      aria-labelledby={headingId}
    >
      {/* A real form: before the app runs, the edge answers it with the cookie and this page; from
          then on, the buttons choose here. */}
      <form method="post" className="container consent-banner__inner">
        {content}
      </form>
    </section>
  );
}
