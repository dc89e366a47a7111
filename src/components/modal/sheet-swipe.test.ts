import { describe, expect, test } from 'vitest';
import { shouldCloseSheet } from './sheet-swipe';

const height = 600;

describe('closing a bottom sheet by dragging it down (10 percent or within 300 ms)', () => {
  test('a slow drag closes past 10% of the height and springs back short of it', () => {
    expect(shouldCloseSheet({ distance: height * 0.09, height, durationMs: 800 })).toBe(false);
    expect(shouldCloseSheet({ distance: height * 0.11, height, durationMs: 800 })).toBe(true);
    expect(shouldCloseSheet({ distance: height * 0.1, height, durationMs: 800 })).toBe(true);
  });

  test('a short downward flick closes within 300 ms and springs back after it', () => {
    const distance = height * 0.05;
    expect(shouldCloseSheet({ distance, height, durationMs: 290 })).toBe(true);
    expect(shouldCloseSheet({ distance, height, durationMs: 310 })).toBe(false);
  });

  test('a tap or an upward drag never closes', () => {
    expect(shouldCloseSheet({ distance: 0, height, durationMs: 50 })).toBe(false);
    expect(shouldCloseSheet({ distance: 3, height, durationMs: 50 })).toBe(false);
    expect(shouldCloseSheet({ distance: -200, height, durationMs: 50 })).toBe(false);
    expect(shouldCloseSheet({ distance: 100, height: 0, durationMs: 800 })).toBe(false);
  });
});
