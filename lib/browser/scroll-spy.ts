/** The first visible heading in document order; the last active one while none is visible. */
export function pickActive(
  ids: readonly string[],
  visible: ReadonlySet<string>,
  previous: string | null,
): string | null {
  return ids.find((id) => visible.has(id)) ?? previous
}

/**
 * Watches the headings with these ids and reports the one the reader is at whenever it changes:
 * the one scroll tracker behind the guides' table of contents and the reference's address and menu.
 * Returns the function that stops watching.
 */
export function spyOnHeadings(
  ids: readonly string[],
  options: IntersectionObserverInit,
  onActive: (id: string) => void,
): () => void {
  const visible = new Set<string>()
  let active: string | null = null
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) visible.add(entry.target.id)
      else visible.delete(entry.target.id)
    }
    const next = pickActive(ids, visible, active)
    if (next === null || next === active) return
    active = next
    onActive(next)
  }, options)
  for (const id of ids) {
    const heading = document.getElementById(id)
    if (heading) observer.observe(heading)
  }
  return () => observer.disconnect()
}
