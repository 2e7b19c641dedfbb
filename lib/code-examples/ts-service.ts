import path from 'node:path'
import ts from 'typescript'
import { OUR_PACKAGES, UNTYPED_MODULES, type ClientVersion } from './ts-context'
import type { TsModule } from './ts-modules'
import { importsOf, untypedModuleSource } from './untyped-modules'

/** The declarations of our packages (types/js), one folder each. */
export const JS_DECLARATIONS = 'types/js'

/** The examples of each folder use this version of the JavaScript client. */
export type VersionOf = (file: string) => ClientVersion

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node', 'deno'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  skipLibCheck: true,
}

/**
 * Imports of the reader's own files: relative, or through a project alias. A page that shows the
 * file (a block titled with its path) resolves to that block; a file it does not show is untyped.
 */
const READER_MODULE = /^(\.|@\/|~\/|\$lib\/|src\/)/

/** The examples as one TypeScript program, and the module each of its example files holds. */
export interface ExamplesService {
  service: ts.LanguageService
  /** Each example module by its absolute file name in the program. */
  files: Map<string, TsModule>
  /** The folder of our packages' declarations, absolute. */
  declarations: string
}

/**
 * One language service over the modules (strict), against the declarations of our packages.
 * Imports resolve to our declarations (the version the module's folder uses), to the page's own
 * files, to installed packages, or to an untyped module (UNTYPED_MODULES and the reader's files a
 * page does not show). The type check of the examples and the build's type hovers both read it,
 * so a hover shows what the check checked.
 */
export function createExamplesService(
  modules: TsModule[],
  versionOf: VersionOf,
  root = process.cwd(),
): ExamplesService {
  const base = path.join(root, '.examples')
  const files = new Map(modules.map((module) => [path.join(base, module.file), module]))
  const imports = importsOf(modules)
  /** One generated file per untyped specifier, exporting what the examples import from it. */
  const untypedFiles = new Map<string, string>()
  const untyped = (specifier: string): ts.ResolvedModuleFull => {
    const file = path.join(base, 'untyped', `${encodeURIComponent(specifier)}.d.ts`)
    untypedFiles.set(file, untypedModuleSource(specifier, imports.get(specifier)))
    return { resolvedFileName: file, extension: ts.Extension.Dts }
  }
  const declarations = path.join(root, JS_DECLARATIONS)
  const declaration = (name: string) => path.join(declarations, name, 'index.d.ts')
  const readFile = (file: string) =>
    untypedFiles.get(file) ?? files.get(file)?.source ?? ts.sys.readFile(file)
  const fileExists = (file: string) =>
    untypedFiles.has(file) || files.has(file) || ts.sys.fileExists(file)
  const moduleHost: ts.ModuleResolutionHost = {
    readFile,
    fileExists,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  }

  const resolveOne = (name: string, containing: string): ts.ResolvedModuleFull | undefined => {
    const ours = OUR_PACKAGES[name]
    if (ours) {
      const folder =
        typeof ours === 'string' ? ours : ours[versionOf(path.relative(base, containing))]
      return { resolvedFileName: declaration(folder), extension: ts.Extension.Dts }
    }
    if (UNTYPED_MODULES.includes(name)) return untyped(name)
    if (files.has(containing) && READER_MODULE.test(name)) {
      const shown = readerFile(name, containing)
      return shown ? { resolvedFileName: shown, extension: extensionOf(shown) } : untyped(name)
    }
    // An example's folder does not exist: packages resolve from the repository's node_modules.
    const from = files.has(containing) ? path.join(root, 'package.json') : containing
    return ts.resolveModuleName(name, from, OPTIONS, moduleHost).resolvedModule
  }
  /** The page's block (by number, or by the file its title names) that a relative import means. */
  const readerFile = (name: string, containing: string): string | undefined => {
    const folder = path.dirname(containing)
    const block = path.resolve(folder, name)
    const byNumber = [block, ...['.ts', '.tsx', '.js', '.jsx'].map((ext) => block + ext)].find(
      (file) => files.has(file),
    )
    if (byNumber) return byNumber
    const wanted = pathParts(name)
    return [...files].find(([file, module]) => {
      if (path.dirname(file) !== folder || !module.title) return false
      const shown = pathParts(module.title)
      return wanted.length > 0 && shown.slice(-wanted.length).join('/') === wanted.join('/')
    })?.[0]
  }

  const host: ts.LanguageServiceHost = {
    readFile,
    fileExists,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
    getCompilationSettings: () => OPTIONS,
    getScriptFileNames: () => [...files.keys()],
    // The examples do not change while the service lives. The project's version says so once for
    // every question asked of the service: without it, each question compares every file again.
    getProjectVersion: () => '1',
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const text = readFile(file)
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text)
    },
    getCurrentDirectory: () => root,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    resolveModuleNames: (names, containing) => names.map((name) => resolveOne(name, containing)),
  }
  return { service: ts.createLanguageService(host), files, declarations }
}

/** A module path without aliases, `src/`, `..` and extension: `@/lib/db.ts` -> lib, db. */
function pathParts(specifier: string): string[] {
  return specifier
    .replace(/\.(tsx?|jsx?|mjs)$/, '')
    .split('/')
    .filter((part) => !['', '.', '..', '@', '~', '$lib', 'src'].includes(part))
}

function extensionOf(file: string): ts.Extension {
  if (file.endsWith('.tsx')) return ts.Extension.Tsx
  if (file.endsWith('.jsx')) return ts.Extension.Jsx
  if (file.endsWith('.js') || file.endsWith('.mjs')) return ts.Extension.Js
  return ts.Extension.Ts
}
