/** Where the reader's theme choice is saved (text: `light`, `dark` or `system`). */
export const THEME_STORAGE_KEY = 'docs.ui.theme'

export const THEME_CHOICES = ['light', 'dark', 'system'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

/** A saved text as a choice; anything else (nothing saved, an old value) follows the system. */
export const themeChoice = (saved: string | null): ThemeChoice =>
  saved === 'light' || saved === 'dark' ? saved : 'system'

/**
 * Gives the page the `dark` class when the choice (`light`, `dark`, anything else for the system's)
 * resolves to dark. Self-contained: the inline script runs its source before the page paints.
 */
export function applyTheme(choice: string | null): void {
  const dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)
  document.documentElement.classList.toggle('dark', dark)
}

/**
 * Runs as the body starts, before anything paints: applies the saved theme, so a dark page does
 * not flash light before the app loads.
 */
export const themeScript = `try{(${applyTheme.toString()})(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}))}catch(_){}`
