import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DelayedFallback, useDelayedFlag } from './delayed-fallback';

function Pending({ active }: { active: boolean }) {
  return useDelayedFlag(active) ? <p>Loading…</p> : null;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the 200 ms asynchronous component delay', () => {
  test('the indicator appears only once loading has lasted 200 ms', () => {
    render(
      <DelayedFallback>
        <p>Loading…</p>
      </DelayedFallback>,
    );
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  test('a load that ends before 200 ms never shows it, and a finished one hides it at once', () => {
    const { rerender } = render(<Pending active />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<Pending active={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    rerender(<Pending active />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    rerender(<Pending active={false} />);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
