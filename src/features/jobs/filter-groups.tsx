import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { facetLabel } from '@/api/labels';
import type { FacetValue, JobSearchResult } from '@/api/contract/jobs';
import { Button } from '@/components/button/button';
import { useFormat } from '@/i18n/format';
import { FILTER_KEYS, type FilterKey, type JobSearchState } from './search-state';

const COLLAPSED_OPTIONS = 6;

interface FilterGroupsProps {
  facets: JobSearchResult['facets'] | null;
  search: JobSearchState;
  onToggle: (key: FilterKey, value: string, on: boolean) => void;
  onPayOnly: (on: boolean) => void;
}

/**
 * The filters as groups of checkboxes, with the counts the last answer gave for each value, and
 * "only jobs that show pay". Each box is named as the URL names it (`category`, `hasPay`), so a
 * form of them asks for the same list without scripts. The options are the answer's alone: it
 * lists every chosen value the API knows, at zero when nothing matches, and the route drops the
 * others from the address.
 */
export function FilterGroups({ facets, search, onToggle, onPayOnly }: FilterGroupsProps) {
  const { t } = useTranslation();
  const payOnlyId = useId();
  return (
    <div className="filter-groups">
      {FILTER_KEYS.map((key) => (
        <FacetGroup
          key={key}
          filterKey={key}
          options={facets?.[key] ?? []}
          selected={search[key]}
          onToggle={(value, on) => onToggle(key, value, on)}
        />
      ))}
      <fieldset className="facet">
        <legend className="facet__legend">{t('jobs.filters.pay')}</legend>
        <div className="checkbox facet__option">
          <input
            id={payOnlyId}
            type="checkbox"
            name="hasPay"
            value="true"
            checked={search.hasPay}
            onChange={(event) => onPayOnly(event.target.checked)}
          />
          <label htmlFor={payOnlyId}>{t('jobs.filters.hasPay')}</label>
        </div>
      </fieldset>
    </div>
  );
}

interface FacetGroupProps {
  filterKey: FilterKey;
  options: FacetValue[];
  selected: string[];
  onToggle: (value: string, on: boolean) => void;
}

function FacetGroup({ filterKey, options, selected, onToggle }: FacetGroupProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const groupId = useId();
  const [expanded, setExpanded] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);

  const label = (option: FacetValue) =>
    filterKey === 'employmentType'
      ? t(`jobs.employmentTypes.${option.value}`, { defaultValue: option.label })
      : facetLabel(option, format.locale);
  const collapsed = options.filter(
    (option, index) => index < COLLAPSED_OPTIONS || selected.includes(option.value),
  );
  const visible = expanded || options.length <= COLLAPSED_OPTIONS ? options : collapsed;
  // Values may hold spaces, which ids may not.
  const optionId = (option: FacetValue) => `${groupId}-${options.indexOf(option)}`;

  /**
   * The options grow above the button and push it down, out of view. Whoever pressed "Show all"
   * wants the options they could not reach: the focus goes on to the first of them, and Tab
   * continues through the rest to "Show fewer". "Show fewer" keeps the focus and brings the
   * button, now higher up, back into view.
   */
  const toggle = () => {
    if (expanded) {
      flushSync(() => setExpanded(false));
      moreRef.current?.scrollIntoView({ block: 'nearest' });
      return;
    }
    const firstRevealed = options.find((option) => !collapsed.includes(option));
    flushSync(() => setExpanded(true));
    if (firstRevealed) document.getElementById(optionId(firstRevealed))?.focus();
  };

  if (options.length === 0) return null;
  return (
    <fieldset className="facet">
      <legend className="facet__legend">{t(`jobs.filters.${filterKey}`)}</legend>
      <ul className="facet__options" id={`${groupId}-options`}>
        {visible.map((option) => {
          const id = optionId(option);
          const checked = selected.includes(option.value);
          return (
            <li key={option.value} className="checkbox facet__option">
              <input
                id={id}
                type="checkbox"
                name={filterKey}
                value={option.value}
                checked={checked}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
              <label htmlFor={id}>
                {label(option)}{' '}
                <span className="facet__count">({format.number(option.count)})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > COLLAPSED_OPTIONS && (
        <Button
          variant="link"
          className="facet__more"
          aria-expanded={expanded}
          aria-controls={`${groupId}-options`}
          ref={moreRef}
          onClick={toggle}
        >
          {expanded
            ? t('jobs.filters.showFewer')
            : t('jobs.filters.showAll', { count: options.length })}
        </Button>
      )}
    </fieldset>
  );
}
