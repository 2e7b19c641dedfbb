import { parse } from 'acorn'
import type { Expression, Node, SpreadElement } from 'estree'
import { EXIT, visit } from 'estree-util-visit'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** A module of Turbopack's build, by the id its chunks and the payload's `I` rows give it. */
export type ModuleId = number | string

/** A chunk's modules, each with the modules its factory loads. */
export type ChunkModules = Map<ModuleId, ModuleId[]>

/**
 * The methods of a module factory's context that take another module by id: import, require and
 * the loader of an async module (which loads that module's own chunks when it runs, itself).
 */
const MODULE_METHODS = new Set(['i', 'r', 'A'])

const isModuleId = (value: unknown): value is ModuleId =>
  typeof value === 'number' || typeof value === 'string'

/** The ids of the modules a factory loads: `context.i(id)` and the like, in its body. */
function loadedModules(factory: Node): ModuleId[] {
  if (factory.type !== 'ArrowFunctionExpression' && factory.type !== 'FunctionExpression') return []
  const context = factory.params[0]
  if (context?.type !== 'Identifier') return []
  const loaded: ModuleId[] = []
  visit(factory.body, (node) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return
    const { object, property, computed } = node.callee
    const argument = node.arguments[0]
    if (
      object.type === 'Identifier' &&
      object.name === context.name &&
      !computed &&
      property.type === 'Identifier' &&
      MODULE_METHODS.has(property.name) &&
      argument?.type === 'Literal' &&
      isModuleId(argument.value)
    ) {
      loaded.push(argument.value)
    }
  })
  return loaded
}

/**
 * The modules of a chunk as Turbopack writes it: a push of `[chunk, id…, factory, id…, factory…]`
 * onto `globalThis.TURBOPACK`, each factory after the ids it is registered under. Throws when the
 * source has no such push.
 */
export function chunkModules(source: string): ChunkModules {
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'script' }) as Node
  let items: (Expression | SpreadElement | null)[] | null = null
  // The push is the outermost call: found, the walk stops before the factories' bodies, which
  // `loadedModules` walks on its own.
  visit(program, (node) => {
    if (node.type !== 'CallExpression') return
    const [argument] = node.arguments
    if (
      node.callee.type === 'MemberExpression' &&
      node.callee.property.type === 'Identifier' &&
      node.callee.property.name === 'push' &&
      argument?.type === 'ArrayExpression'
    ) {
      items = argument.elements
      return EXIT
    }
  })
  if (items === null) throw new Error('no push of modules onto globalThis.TURBOPACK')
  const modules: ChunkModules = new Map()
  let ids: ModuleId[] = []
  for (const item of (items as (Expression | SpreadElement | null)[]).slice(1)) {
    if (item?.type === 'Literal' && isModuleId(item.value)) {
      ids.push(item.value)
    } else if (item) {
      const loaded = loadedModules(item)
      for (const id of ids) modules.set(id, loaded)
      ids = []
    }
  }
  return modules
}

/** Turbopack's chunks of a static export, by the path its runtime names them (`static/chunks/…`). */
export class TurbopackChunks {
  private readonly needed = new Map<string, string[]>()

  constructor(private readonly chunks: ReadonlyMap<string, ChunkModules>) {}

  /** Reads every script chunk under `_next/static/chunks/` of `exportDir`. */
  static read(exportDir: string): TurbopackChunks {
    const dir = path.join(exportDir, '_next/static/chunks')
    const chunks = new Map<string, ChunkModules>()
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.js') || name.startsWith('turbopack-')) continue
      const source = readFileSync(path.join(dir, name), 'utf8')
      try {
        chunks.set(`static/chunks/${name}`, chunkModules(source))
      } catch (error) {
        throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        })
      }
    }
    return new TurbopackChunks(chunks)
  }

  /**
   * The chunks among `candidates`, in their order, that hold `entry`, every module it loads and
   * the modules those load: what the browser needs to run it. Chunks may share a module; the
   * fewest are taken, those that alone hold one first. Throws, naming it, when a module is in none.
   */
  chunksFor(entry: ModuleId, candidates: readonly string[]): string[] {
    // Pages share a few sets of candidates: each is worked out once.
    const key = JSON.stringify([entry, candidates])
    const known = this.needed.get(key)
    if (known) return [...known]
    const needed = this.neededChunks(entry, candidates)
    this.needed.set(key, needed)
    return [...needed]
  }

  private neededChunks(entry: ModuleId, candidates: readonly string[]): string[] {
    const holders = new Map<ModuleId, string[]>()
    const pending: ModuleId[] = [entry]
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (holders.has(id)) continue
      const found = candidates.filter((chunk) => this.chunks.get(chunk)?.has(id))
      const first = found[0]
      if (first === undefined) {
        throw new Error(`module ${String(id)} is in none of ${candidates.join(', ')}`)
      }
      holders.set(id, found)
      pending.push(...(this.chunks.get(first)?.get(id) ?? []))
    }
    const needed = new Set<string>()
    for (const found of holders.values()) if (found.length === 1) needed.add(found[0] ?? '')
    let uncovered = [...holders.values()].filter((found) => !found.some((c) => needed.has(c)))
    while (uncovered.length > 0) {
      const covering = (chunk: string) => uncovered.filter((found) => found.includes(chunk)).length
      const best = candidates.reduce((a, b) => (covering(b) > covering(a) ? b : a))
      needed.add(best)
      uncovered = uncovered.filter((found) => !found.includes(best))
    }
    return candidates.filter((chunk) => needed.has(chunk))
  }
}
