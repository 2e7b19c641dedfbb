import { readStoredText, saveStoredTexts } from '../../lib/browser/stored-value'

/** Which tab label a group shows: shared by every tab set of the group, remembered across pages. */
const storageKey = (groupId: string) => `docs.ui.tabs.${groupId}`

/** The saved label; the tab set ignores it unless it is one of its own labels. */
export function readTabChoice(groupId: string): string | null {
  return readStoredText(storageKey(groupId))
}

export function saveTabChoice(groupId: string, label: string): void {
  saveStoredTexts({ [storageKey(groupId)]: label })
}
