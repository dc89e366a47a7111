/** A bottom sheet closes when dragged down at least 10% of its height… */
const SHEET_CLOSE_DISTANCE_RATIO = 0.1;
/** …or after a downward flick shorter than 300 ms. */
const SHEET_FLICK_MAX_MS = 300;
/** A flick must travel this far, so that a tap or a trembling finger on the handle does not close. */
const SHEET_FLICK_MIN_PX = 8;

export interface SheetRelease {
  /** How far the pointer moved down since it was pressed, in CSS pixels (negative = up). */
  distance: number;
  /** The sheet's height when the drag began. */
  height: number;
  /** Time from press to release. */
  durationMs: number;
}

/** Decides, when the pointer is released, whether the sheet closes or springs back. */
export function shouldCloseSheet({ distance, height, durationMs }: SheetRelease): boolean {
  if (!(distance > 0) || !(height > 0)) return false;
  if (distance >= height * SHEET_CLOSE_DISTANCE_RATIO) return true;
  return durationMs < SHEET_FLICK_MAX_MS && distance >= SHEET_FLICK_MIN_PX;
}
