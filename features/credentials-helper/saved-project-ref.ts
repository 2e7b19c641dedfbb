import { SELECTION_KEYS } from '../../lib/platform-contract/selection-keys'

/**
 * The ref of the reader's saved project (`docs.ui.user.selected.project`, a JSON
 * `[orgId, projectRef, label]`), or null. Checked by hand rather than with the zod schema of
 * `saved-selection.ts`: dashboard links are on many pages and must not pull zod into the first
 * load; the rules are the same (anything that does not parse is ignored).
 */
export function parseSavedProjectRef(raw: string | null): string | null {
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value.every((item) => typeof item === 'string') &&
      value[1] !== ''
    ) {
      return value[1] as string
    }
  } catch {
    // Not JSON: ignored like any other value that does not parse.
  }
  return null
}

export const SAVED_PROJECT_KEY = SELECTION_KEYS.project
