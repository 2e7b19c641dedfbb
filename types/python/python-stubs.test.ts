import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readReferenceCatalog } from '../../lib/reference/catalog'

const STUBS = path.join(import.meta.dirname, 'plinth')
const DEFINITION = /(?:async )?def \w+\([^]*?\)\s*->[^]*?: \.\.\./g

/** Code with layout removed: no line breaks, no spaces, no trailing commas before a bracket. */
function normalise(code: string): string {
  return code.replace(/\s+/g, '').replace(/,([)\]])/g, '$1')
}

const definitionsIn = (code: string) => (code.match(DEFINITION) ?? []).map(normalise)
const readStub = (file: string) => fs.readFileSync(path.join(STUBS, file), 'utf8')

/** The classes of a stub file by name, each with its methods, normalised. */
function classesOf(file: string): Map<string, string[]> {
  const classes = new Map<string, string[]>()
  for (const block of readStub(file).split(/\n(?=class )/)) {
    const name = /^class (\w+)/.exec(block)?.[1]
    if (name) classes.set(name, definitionsIn(block).sort())
  }
  return classes
}

const stubFiles = fs.readdirSync(STUBS).filter((file) => file.endsWith('.pyi'))
const stubSource = stubFiles.map(readStub).join('\n')
const stubDefinitions = new Set(definitionsIn(stubSource))

describe('the Python stubs and the Python reference', () => {
  const sections = readReferenceCatalog('content/reference')
    .filter((doc) => doc.library === 'python')
    .flatMap((doc) => doc.categories.flatMap((category) => category.sections))
    .flatMap((section) => (section.kind === 'function' ? [section] : []))

  it('give every function section a signature', () => {
    expect(sections.length).toBeGreaterThan(90)
    expect(sections.filter((section) => !section.section.signature).map((s) => s.id)).toEqual([])
  })

  it('declare every signature the reference shows, exactly as shown', () => {
    const missing = sections.flatMap((section) => {
      const signature = section.section.signature ?? ''
      const definitions = definitionsIn(signature)
      // A section that documents a type (an enum of options) shows its class instead.
      if (definitions.length === 0)
        return normalise(stubSource).includes(normalise(signature))
          ? []
          : [`${section.id}: ${signature}`]
      return definitions
        .filter((definition) => !stubDefinitions.has(definition))
        .map((definition) => `${section.id}: ${definition}`)
    })
    expect(missing).toEqual([])
  })

  it('make the async Auth and Storage the same calls as the sync ones, awaited', () => {
    const twins: [string, string, (name: string) => string][] = [
      ['_auth_async.pyi', '_auth.pyi', (name) => name.replace(/^Async/, '')],
      ['_storage_async.pyi', '_storage.pyi', (name) => name.replace(/^Async/, 'Sync')],
    ]
    for (const [asyncFile, syncFile, syncName] of twins) {
      const syncClasses = classesOf(syncFile)
      const asyncClasses = classesOf(asyncFile)
      expect(asyncClasses.size).toBeGreaterThan(1)
      for (const [name, methods] of asyncClasses) {
        const awaited = methods
          .map((method) => method.replace(/^async/, ''))
          .map((method) =>
            method.replace(/Async(\w+)/g, (_, rest: string) => syncName(`Async${rest}`)),
          )
          .sort()
        expect(awaited, `${asyncFile} ${name}`).toEqual(syncClasses.get(syncName(name)))
      }
    }
  })
})
