import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '@/api/contract/jobs';
import { FieldFrame, useFieldControl } from '@/components/form/fields';
import { searchCities } from './api';
import './city-combobox.css';

const CITY_SEARCH_DELAY_MS = 250;
const CITY_MIN_QUERY_LENGTH = 2;

type Lookup = 'idle' | 'loading' | 'results' | 'empty';

/** Place names compare as the API's search does, case and accents aside: "boras" is Borås. */
const placeKey = (name: string) =>
  name.trim().toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

interface CityComboboxProps {
  name: string;
  label: string;
  hint?: string;
}

/**
 * A place-name field that completes through POST /location/city: the WAI-ARIA APG combobox with
 * a listbox popup and list autocompletion. Typing asks the API after a pause (the latest query
 * wins); arrows move through the suggestions, Enter takes one, Escape closes the list (or, when
 * it is closed, empties the field). The place is one the API suggests, or none: an alert on a
 * place that exists nowhere would never match, so text that is no suggestion's name (a full name
 * typed without choosing it counts) is refused with "No result found, try typing the full name".
 */
export function CityCombobox({ name, label, hint }: CityComboboxProps) {
  const { t } = useTranslation();
  // The last text asked about and its answer, shared by the suggestions and the check of the
  // place: the check (on submit, and on every change once a submit was tried) finds the answer the
  // suggestions asked for, and the suggestions the one the check asked for. A failed answer is
  // asked for again.
  const lastLookup = useRef<{ key: string; found: Promise<City[]> } | null>(null);
  const lookUp = useCallback((text: string) => {
    const key = placeKey(text);
    if (lastLookup.current?.key === key) return lastLookup.current.found;
    const found = searchCities(text);
    lastLookup.current = { key, found };
    found.catch(() => {
      if (lastLookup.current?.found === found) lastLookup.current = null;
    });
    return found;
  }, []);
  const validate = useCallback(
    async (value: string | undefined) => {
      const text = value?.trim() ?? '';
      if (!text) return undefined;
      const refused = 'subscriptions.city.noResult';
      if (text.length < CITY_MIN_QUERY_LENGTH) return refused;
      try {
        const found = await lookUp(text);
        return found.some((city) => placeKey(city.name) === placeKey(text)) ? undefined : refused;
      } catch {
        // The place cannot be checked now: the API checks it again when the alert is saved.
        return undefined;
      }
    },
    [lookUp],
  );
  const control = useFieldControl<string>(name, { hint, validate });
  const { id, field, helpers, error } = control;
  const listboxId = `${id}-listbox`;
  const [cities, setCities] = useState<City[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [lookup, setLookup] = useState<Lookup>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  // The lookup waiting for the pause in typing, and a count that outdates every earlier one.
  const waiting = useRef<number | undefined>(undefined);
  const lookupsAsked = useRef(0);

  const stopLookingUp = () => {
    window.clearTimeout(waiting.current);
    lookupsAsked.current += 1;
  };
  useEffect(() => stopLookingUp, []);

  // Only what the person types starts a lookup (trimmed and long enough), after a pause; never a
  // value set by choosing a suggestion.
  const lookUpAfterPause = (text: string) => {
    stopLookingUp();
    const asked = lookupsAsked.current;
    waiting.current = window.setTimeout(() => {
      setLookup('loading');
      lookUp(text).then(
        (found) => {
          if (asked !== lookupsAsked.current) return;
          setCities(found);
          setActive(-1);
          setOpen(found.length > 0 && document.activeElement === inputRef.current);
          setLookup(found.length > 0 ? 'results' : 'empty');
        },
        () => {
          if (asked !== lookupsAsked.current) return;
          // No suggestions now: the typed place is checked again when the alert is saved.
          setCities([]);
          setOpen(false);
          setLookup('idle');
        },
      );
    }, CITY_SEARCH_DELAY_MS);
  };

  const choose = (city: City) => {
    void helpers.setValue(city.name);
    stopLookingUp();
    setOpen(false);
    setActive(-1);
    setLookup('idle');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = cities.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (!event.altKey) setActive(0);
        } else {
          setActive((index) => (index + 1) % count);
        }
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter':
        if (open && active >= 0 && cities[active]) {
          event.preventDefault();
          choose(cities[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (field.value) {
          event.preventDefault();
          void helpers.setValue('');
          stopLookingUp();
          setLookup('idle');
        }
        break;
      default:
        break;
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <FieldFrame control={control} label={label} hint={hint} className="field city-combobox">
      <div className="city-combobox__control">
        <input
          {...control.inputProps}
          ref={inputRef}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            const text = event.target.value;
            void helpers.setValue(text);
            if (text.trim().length >= CITY_MIN_QUERY_LENGTH) {
              lookUpAfterPause(text.trim());
            } else {
              stopLookingUp();
              setCities([]);
              setOpen(false);
              setActive(-1);
              setLookup('idle');
            }
          }}
          onBlur={(event) => {
            field.onBlur(event);
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          type="text"
          className="input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={label}
          className="city-combobox__list"
          hidden={!open}
        >
          {cities.map((city, index) => (
            // Options are chosen from the keyboard on the input (aria-activedescendant), as the
            // APG combobox pattern has it; the click is the pointer's way to the same choice.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${city.name}|${city.region}|${city.country}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`city-combobox__option${index === active ? ' city-combobox__option--active' : ''}`}
              // Keeps focus in the input, as the pattern requires.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
            >
              <span className="city-combobox__name">{city.name}</span>
              <span className="city-combobox__region">
                {city.region}, {t(`subscriptions.countries.${city.country}`)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div role="status" className="city-combobox__status">
        {lookup === 'empty' && !error && t('subscriptions.city.noResult')}
        {lookup === 'results' && (
          <span className="visually-hidden">
            {t('subscriptions.city.found', { count: cities.length })}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}
