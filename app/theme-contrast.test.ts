import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const css = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8')

/** The custom properties of one rule of globals.css (`:root` is the light theme, `.dark` the dark). */
function tokensOf(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`)
  if (start === -1) throw new Error(`globals.css has no ${selector} rule`)
  const body = css.slice(start, css.indexOf('}', start))
  return new Map(
    [...body.matchAll(/(--[a-z-]+):\s*(#[0-9a-f]{6});/g)].map((match) => [
      match[1] ?? '',
      match[2] ?? '',
    ]),
  )
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

function contrast(foreground: string, background: string): number {
  const [a, b] = [luminance(foreground), luminance(background)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

const light = tokensOf(':root')
const themes = { light, dark: new Map([...light, ...tokensOf('.dark')]) }

/** Backgrounds code tokens are drawn on: the block, a highlighted line, a filled-in project value. */
const codeBackgrounds = ['--bg-subtle', '--code-highlight', '--code-filled']
const codeTokens = [...light.keys()].filter(
  (name) => name.startsWith('--code-') && !codeBackgrounds.includes(name),
)

describe.each(Object.entries(themes))('the %s theme', (_theme, tokens) => {
  const colour = (name: string) => {
    const value = tokens.get(name)
    if (!value) throw new Error(`globals.css defines no ${name}`)
    return value
  }

  it('has a colour for every code token', () => {
    expect(codeTokens.length).toBeGreaterThanOrEqual(7)
  })

  it.each(
    codeTokens.flatMap((token) =>
      codeBackgrounds.map((background): [string, string] => [token, background]),
    ),
  )('draws %s on %s at 4.5:1 or more', (token, background) => {
    expect(contrast(colour(token), colour(background))).toBeGreaterThanOrEqual(4.5)
  })

  it.each([
    ['--fg', '--bg'],
    ['--fg-muted', '--bg'],
    ['--fg-muted', '--bg-subtle'],
    ['--accent', '--bg'],
    ['--accent-fg', '--accent'],
  ])('draws %s on %s at 4.5:1 or more', (foreground, background) => {
    expect(contrast(colour(foreground), colour(background))).toBeGreaterThanOrEqual(4.5)
  })
})
