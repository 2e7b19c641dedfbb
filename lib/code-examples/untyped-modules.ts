import ts from 'typescript'
import type { TsModule } from './ts-modules'

/** What the examples import from one module: its default, its namespace and its named exports. */
interface Imported {
  names: Set<string>
  /** Imported whole (`import * as name`): the module is one untyped value. */
  whole: boolean
}

/** Every specifier the modules import, with the names they import from it. */
export function importsOf(modules: TsModule[]): Map<string, Imported> {
  const imports = new Map<string, Imported>()
  for (const module of modules) {
    const source = ts.createSourceFile(module.file, module.source, ts.ScriptTarget.Latest, false)
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue
      const { moduleSpecifier } = statement
      if (!moduleSpecifier || !ts.isStringLiteral(moduleSpecifier)) continue
      const specifier = moduleSpecifier.text
      const entry = imports.get(specifier) ?? { names: new Set<string>(), whole: false }
      imports.set(specifier, entry)
      const bindings = ts.isImportDeclaration(statement)
        ? statement.importClause?.namedBindings
        : statement.exportClause
      if (bindings && ts.isNamespaceImport(bindings)) entry.whole = true
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)))
        for (const element of bindings.elements)
          entry.names.add((element.propertyName ?? element.name).text)
    }
  }
  return imports
}

/**
 * An untyped module: imported whole, it is one `any` value; otherwise its default export is `any`, and each name an example imports from it is a
 * value that can be called (with type arguments too), constructed and indexed, and a type (generic
 * or not); calls into it are not checked.
 */
export function untypedModuleSource(specifier: string, imported: Imported | undefined): string {
  if (imported?.whole) return 'declare const untyped: any\nexport = untyped\n'
  const lines = [
    'interface Untyped {',
    '  <A = any, B = any, C = any>(...args: any[]): any',
    '  new <A = any, B = any, C = any>(...args: any[]): any',
    '  [key: string]: any',
    '}',
    // A default import is often handed to typed code as an object (a storage adapter).
    'declare const untyped: any',
    'export default untyped',
  ]
  for (const name of imported?.names ?? []) {
    if (name === 'default') continue
    const known = knownType(specifier, name)
    if (known) {
      lines.push(`export declare const ${name}: ${known}`)
      continue
    }
    lines.push(`export declare const ${name}: Untyped`)
    lines.push(`export type ${name}<A = any, B = any, C = any> = any`)
  }
  return `${lines.join('\n')}\n`
}

/** The reader's client, wherever their own module exports it. */
const CLIENT_NAMES = new Set(['plinth', 'client', 'plinthClient'])

/**
 * What an untyped module's export is known to be: SvelteKit's `$env/static/*` modules export
 * strings, and a client the reader's own module exports is our client.
 */
function knownType(specifier: string, name: string): string | null {
  if (specifier.startsWith('$env/static/')) return 'string'
  if (CLIENT_NAMES.has(name) && /^(\.|@\/|~\/|\$lib\/|src\/)/.test(specifier))
    return "import('@plinth/plinth-js').PlinthClient"
  return null
}
