import type { ShikiTransformer } from 'shiki'

/**
 * The accessible name of a code block's scrolling `<pre>`: long lines scroll sideways inside it,
 * so it is a focusable, named region a keyboard can reach and scroll.
 */
export function codeRegionLabel(language: string): string {
  return language === 'text' || language === '' ? 'Code' : `Code (${language})`
}

/** The attributes that make a `<pre>` a focusable, named region, as hast properties. */
export function codeRegionProperties(language: string) {
  return { tabIndex: 0, role: 'region', ariaLabel: codeRegionLabel(language) }
}

/** Makes every highlighted `<pre>` a focusable, named region (guides and reference alike). */
export const transformerCodeRegion: ShikiTransformer = {
  name: 'plinth:code-region',
  pre(node) {
    node.properties.tabindex = 0
    node.properties.role = 'region'
    node.properties['aria-label'] = codeRegionLabel(this.options.lang)
  },
}
