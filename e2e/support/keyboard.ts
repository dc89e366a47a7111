import { expect, type Locator, type Page } from '@playwright/test';

/** The Tab key as Playwright's keyboard sends it to Chromium (a key without text). */
const TAB = {
  key: 'Tab',
  code: 'Tab',
  windowsVirtualKeyCode: 9,
  location: 0,
  isKeypad: false,
  autoRepeat: false,
};
const SHIFT = { key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16, location: 1 };
const SHIFT_HELD = 8;

/**
 * Presses Tab `count` times (Shift+Tab with `backward`), each press a key down and a key up
 * through Chromium's own input pipeline, as `page.keyboard.press` sends them, so the browser's
 * real sequential focus order moves the focus. The presses are sent in one batch instead of one
 * round trip each: Chromium handles input events in the order they are sent, and each key up
 * comes after its key down has moved the focus, so a check made at the key up sees every stop.
 * One step is the browser's own: a Shift+Tab that leaves the top of the page hands the focus to
 * the browser, which gives it back to the page's last stop when it gets to it, between single
 * presses as in a batch.
 */
export async function pressTab(
  page: Page,
  count: number,
  { backward = false }: { backward?: boolean } = {},
): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const modifiers = backward ? SHIFT_HELD : 0;
  const send = (type: 'rawKeyDown' | 'keyUp', key: object) =>
    session.send('Input.dispatchKeyEvent', { type, modifiers, ...key });
  const presses: Array<Promise<unknown>> = [];
  if (backward) presses.push(send('rawKeyDown', SHIFT));
  for (let press = 0; press < count; press += 1)
    presses.push(send('rawKeyDown', TAB), send('keyUp', TAB));
  if (backward) presses.push(session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...SHIFT }));
  await Promise.all(presses);
  await session.detach();
}

/** Escape closes what is open (a dialog, a sheet, a menu) and the focus goes back to its opener. */
export async function expectEscapeToClose(
  page: Page,
  opened: Locator,
  opener: Locator,
): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Presses these keys one at a time; after each, the focus is still inside `container`. */
export async function expectFocusKeptIn(
  page: Page,
  container: Locator,
  keys: readonly string[],
): Promise<void> {
  for (const [stop, key] of keys.entries()) {
    await page.keyboard.press(key);
    expect(
      await container.evaluate((element) => element.contains(document.activeElement)),
      `focus left at stop ${stop} (${key})`,
    ).toBe(true);
  }
}
