import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { usePublishedHeight } from './use-published-height';

const VARIABLE = '--test-height';
const published = () => document.documentElement.style.getPropertyValue(VARIABLE);

function Box({ shown }: { shown: boolean }) {
  const ref = usePublishedHeight(VARIABLE);
  return shown ? <div ref={ref}>box</div> : null;
}

const measuredAt = (height: number) =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    height,
  } as DOMRect);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('usePublishedHeight', () => {
  test('measures nothing in the commit: the observer reports the height once laid out', () => {
    let report: (() => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {
          report = undefined;
        }
      },
    );
    const measure = measuredAt(41.2);
    const { rerender } = render(<Box shown />);
    expect(measure).not.toHaveBeenCalled();
    expect(published()).toBe('');
    expect(observed).toHaveLength(1);
    act(() => report?.());
    expect(published()).toBe('42px');
    rerender(<Box shown={false} />);
    expect(published()).toBe('');
    expect(report).toBeUndefined();
  });

  test('without a ResizeObserver it measures once, and the variable leaves with the element', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    measuredAt(30);
    const { rerender } = render(<Box shown />);
    expect(published()).toBe('30px');
    rerender(<Box shown={false} />);
    expect(published()).toBe('');
  });
});
