import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '..')
const globals = readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8')

/** Every stylesheet of the site, as paths relative to the repository. */
const stylesheets = ['app', 'components', 'features'].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(folder, file)),
)

/** Each `property: value` of the stylesheets, with the file it is in. */
const declarations = (property: string) =>
  stylesheets.flatMap((file) =>
    [
      ...readFileSync(path.join(root, file), 'utf8').matchAll(
        new RegExp(`${property}:\\s*([^;]+);`, 'g'),
      ),
    ].map((match) => ({ file, value: match[1] ?? '' })),
  )

describe('design tokens', () => {
  it('stacks every layer through a --z-* token of globals.css', () => {
    for (const { file, value } of declarations('z-index')) {
      const token = /^var\((--z-[a-z-]+)\)$/.exec(value)?.[1]
      expect(token, `${file}: z-index: ${value}`).toBeDefined()
      expect(globals, `${file}: ${token} is not defined`).toContain(`${token}:`)
    }
  })

  it('draws every drop shadow with a --shadow-* token of globals.css', () => {
    // An inset shadow is a coloured edge (a highlighted line), not elevation.
    for (const { file, value } of declarations('box-shadow').filter(
      (declaration) => !declaration.value.startsWith('inset'),
    )) {
      const token = /^var\((--shadow-[a-z-]+)\)$/.exec(value)?.[1]
      expect(token, `${file}: box-shadow: ${value}`).toBeDefined()
      expect(globals, `${file}: ${token} is not defined`).toContain(`${token}:`)
    }
  })
})
