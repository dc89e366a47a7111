/**
 * Resolves once the browser has painted what is rendered now: a frame's callback runs just
 * before its paint, and a task queued from it runs after. A hidden tab paints nothing, so there
 * it resolves at once.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
