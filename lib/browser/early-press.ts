/**
 * The global through which the page's loader (`afterFirstPaintLoader`) hands over the button a
 * reader pressed before the app could answer it. Gone once handed over: the page has hydrated.
 */
export const EARLY_PRESS_GLOBAL = '__earlyPress'

/** What the loader keeps: the last button pressed too early, and how to stop keeping presses. */
interface EarlyPress {
  pressed: Element | null
  stop: () => void
}

/**
 * Tells the loader that the page's buttons answer now, and presses again the button the reader
 * pressed before they did. Nothing happens on a page without the loader, as under `next dev`.
 */
export function replayEarlyPress(): void {
  const early = (globalThis as unknown as Record<string, EarlyPress | undefined>)[
    EARLY_PRESS_GLOBAL
  ]
  if (early === undefined) return
  early.stop()
  Reflect.deleteProperty(globalThis, EARLY_PRESS_GLOBAL)
  const button = early.pressed
  if (button instanceof HTMLElement && button.isConnected) button.click()
}
