import { createCssVariablesTheme, type ShikiTransformer } from 'shiki'

/**
 * One theme whose colours are CSS variables, so light and dark mode switch in CSS and each token
 * carries one short class instead of two inline colours (reference pages hold thousands of tokens).
 */
export const codeTheme = createCssVariablesTheme({
  name: 'plinth',
  variablePrefix: '--shiki-',
  fontStyle: true,
})

const TOKEN_COLOR = /^color:var\(--shiki-(?:token-)?([a-z-]+)\)$/

/** Turns `style="color:var(--shiki-token-keyword)"` into `class="t-keyword"`. */
export const transformerTokenClasses: ShikiTransformer = {
  name: 'plinth:token-classes',
  span(node) {
    const style = node.properties.style
    if (typeof style !== 'string') return
    const token = TOKEN_COLOR.exec(style)?.[1]
    if (!token) return
    delete node.properties.style
    if (token !== 'foreground') this.addClassToHast(node, `t-${token}`)
  },
  pre(node) {
    delete node.properties.style
  },
}
