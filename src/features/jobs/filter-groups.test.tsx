import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { searchResult } from '@/testing/jobs';
import { FilterGroups } from './filter-groups';
import { EMPTY_SEARCH } from './search-state';

const regions = Array.from({ length: 9 }, (_, index) => ({
  value: `Region ${index + 1}`,
  label: `Region ${index + 1}`,
  count: index + 1,
}));

function showRegions(selected: string[] = []) {
  const facets = { ...searchResult([]).facets, region: regions };
  render(
    <FilterGroups
      facets={facets}
      search={{ ...EMPTY_SEARCH, region: selected }}
      onToggle={() => undefined}
      onPayOnly={() => undefined}
    />,
  );
}

const regionGroup = () => screen.getByRole('group', { name: 'Region' });

// jsdom lays nothing out and has no scrollIntoView: record who asks to be shown.
const scrolledIntoView = vi.fn();
Element.prototype.scrollIntoView = function (this: Element) {
  scrolledIntoView(this);
};
afterEach(() => scrolledIntoView.mockClear());

describe('a filter group with more values than it shows at first', () => {
  test('"Show all" moves the focus on to the first value it brings', async () => {
    const user = userEvent.setup();
    showRegions();
    const group = within(regionGroup());
    expect(group.getAllByRole('checkbox')).toHaveLength(6);
    await user.click(group.getByRole('button', { name: 'Show all 9' }));
    expect(group.getAllByRole('checkbox')).toHaveLength(9);
    expect(group.getByRole('checkbox', { name: 'Region 7 (7)' })).toHaveFocus();
    await user.tab();
    expect(group.getByRole('checkbox', { name: 'Region 8 (8)' })).toHaveFocus();
  });

  test('a value chosen beyond the first six is shown already: the focus goes to the first one hidden', async () => {
    const user = userEvent.setup();
    showRegions(['Region 7']);
    const group = within(regionGroup());
    expect(group.getByRole('checkbox', { name: 'Region 7 (7)' })).toBeChecked();
    await user.click(group.getByRole('button', { name: 'Show all 9' }));
    expect(group.getByRole('checkbox', { name: 'Region 8 (8)' })).toHaveFocus();
  });

  test('"Show fewer" keeps the focus and brings the button back into view', async () => {
    const user = userEvent.setup();
    showRegions();
    const group = within(regionGroup());
    await user.click(group.getByRole('button', { name: 'Show all 9' }));
    const fewer = group.getByRole('button', { name: 'Show fewer' });
    await user.click(fewer);
    expect(group.getAllByRole('checkbox')).toHaveLength(6);
    const all = group.getByRole('button', { name: 'Show all 9' });
    expect(all).toHaveFocus();
    expect(all).toHaveAttribute('aria-expanded', 'false');
    expect(scrolledIntoView).toHaveBeenCalledWith(all);
  });
});

describe('only jobs that show pay', () => {
  test('one box, named as the URL names it, that says when it is ticked', async () => {
    const user = userEvent.setup();
    const onPayOnly = vi.fn();
    const { rerender } = render(
      <FilterGroups
        facets={searchResult([]).facets}
        search={EMPTY_SEARCH}
        onToggle={() => undefined}
        onPayOnly={onPayOnly}
      />,
    );
    const box = within(screen.getByRole('group', { name: 'Pay' })).getByRole('checkbox', {
      name: 'Only jobs that show pay',
    });
    expect(box).not.toBeChecked();
    // Without scripts the filters' form sends it as `hasPay=true`.
    expect(box).toHaveAttribute('name', 'hasPay');
    expect(box).toHaveAttribute('value', 'true');
    await user.click(box);
    expect(onPayOnly).toHaveBeenCalledWith(true);
    rerender(
      <FilterGroups
        facets={searchResult([]).facets}
        search={{ ...EMPTY_SEARCH, hasPay: true }}
        onToggle={() => undefined}
        onPayOnly={onPayOnly}
      />,
    );
    expect(box).toBeChecked();
    await user.click(box);
    expect(onPayOnly).toHaveBeenLastCalledWith(false);
  });
});

describe('the options are the answer’s', () => {
  test('a chosen value the answer does not list is not offered', () => {
    showRegions(['Atlantis', 'Region 2']);
    const group = within(regionGroup());
    expect(group.queryByRole('checkbox', { name: /Atlantis/ })).not.toBeInTheDocument();
    expect(group.getByRole('checkbox', { name: 'Region 2 (2)' })).toBeChecked();
    expect(group.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  });
});
