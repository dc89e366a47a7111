/**
 * Ends the current task: what follows runs in a task of its own, once the browser has run what
 * was waiting (input, a frame). Work split this way never makes one long task that a tap would
 * wait behind on a cheap phone (total blocking time, docs/decisions/006).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted what is rendered now: a frame's callback runs just
 * before its paint, and a task queued from it runs after. A hidden tab paints nothing, so there
 * it resolves at once.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return yieldToBrowser();
  return new Promise<void>((framed) => requestAnimationFrame(() => framed())).then(yieldToBrowser);
}
