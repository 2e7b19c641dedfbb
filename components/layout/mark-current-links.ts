/**
 * Marks the links of `menu` to `pathname` `aria-current="page"` and opens every group around them,
 * as the build marks a spliced menu; returns the first, or null.
 */
export function markCurrentLinks(menu: Element, pathname: string): Element | null {
  const links = menu.querySelectorAll(`a[href="${CSS.escape(pathname)}"]`)
  links.forEach((link) => {
    link.setAttribute('aria-current', 'page')
    for (
      let group = link.closest('details');
      group;
      group = group.parentElement?.closest('details') ?? null
    ) {
      group.open = true
    }
  })
  return links[0] ?? null
}
