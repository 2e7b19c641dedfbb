import { insertAt } from './insert-html'

/** An empty element of an exported page naming the fragment that fills it. */
export interface FragmentSlot {
  /** Where the fragment goes: just after the slot's opening tag. */
  at: number
  /** The fragment's href, as the attribute holds it. */
  src: string
}

/**
 * The elements of `page` that carry `attribute` (their fragment's href), in document order. The
 * page is read as React writes it: every attribute value and text escaped, so `attribute="` opens
 * a value only inside a tag, and no `<` or `>` sits in one. Throws when a slot is not empty: a
 * page is filled once.
 */
export function findFragmentSlots(page: string, attribute: string): FragmentSlot[] {
  const needle = ` ${attribute}="`
  const slots: FragmentSlot[] = []
  for (let found = page.indexOf(needle); found !== -1; found = page.indexOf(needle, found + 1)) {
    const valueStart = found + needle.length
    const src = page.slice(valueStart, page.indexOf('"', valueStart))
    const tagEnd = page.indexOf('>', valueStart)
    const tagName = /^<([a-z][a-z0-9-]*)\s/.exec(page.slice(page.lastIndexOf('<', found)))?.[1]
    if (!tagName || tagEnd === -1) throw new Error(`${attribute}="${src}" is not in a tag`)
    if (!page.startsWith(`</${tagName}>`, tagEnd + 1)) {
      throw new Error(`the <${tagName}> with ${attribute}="${src}" is not empty`)
    }
    slots.push({ at: tagEnd + 1, src })
  }
  return slots
}

/** `page` with each slot filled by `html(slot)`, every other byte as it was. */
export function fillFragmentSlots(
  page: string,
  slots: readonly FragmentSlot[],
  html: (slot: FragmentSlot) => string,
): string {
  return insertAt(
    page,
    slots.map((slot) => ({ at: slot.at, text: html(slot) })),
  )
}
