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
  test('reads no box: it publishes the border box the observer reports, once per new value', () => {
    let report: ((entries: Partial<ResizeObserverEntry>[]) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: Partial<ResizeObserverEntry>[]) => void) {
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
    const measure = measuredAt(10);
    const sized = (blockSize: number) => [
      { borderBoxSize: [{ blockSize, inlineSize: 300 }], contentRect: { height: 1 } as DOMRect },
    ];
    const { rerender } = render(<Box shown />);
    expect(published()).toBe('');
    expect(observed).toHaveLength(1);
    act(() => report?.(sized(41.2)));
    expect(published()).toBe('42px');
    const write = vi.spyOn(document.documentElement.style, 'setProperty');
    act(() => report?.(sized(41.6)));
    expect(write).not.toHaveBeenCalled();
    act(() => report?.(sized(50)));
    expect(published()).toBe('50px');
    expect(measure).not.toHaveBeenCalled();
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
