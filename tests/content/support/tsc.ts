import path from 'node:path'
import ts from 'typescript'
import { OUR_PACKAGES, UNTYPED_MODULES, type ClientVersion } from './ts-context'
import { exampleAt, type TsModule } from './ts-modules'
import { importsOf, untypedModuleSource } from './untyped-modules'

/** The declarations of our packages (types/js), one folder each. */
export const JS_DECLARATIONS = 'types/js'

/** The examples of each folder use this version of the JavaScript client; guides use the latest. */
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

/**
 * Type-checks the modules as one tsc program (strict) against the declarations of our packages and
 * returns each error as `example, line N: message (TSnnnn)`; an error in the context names the
 * example. Imports resolve to our declarations (the version the module's folder uses), to the
 * page's own files, to installed packages, or to an untyped module (UNTYPED_MODULES and the
 * reader's files a page does not show); any other import fails.
 */
export function tscErrors(modules: TsModule[], versionOf: VersionOf, root = process.cwd()): string[] {
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
  const declaration = (name: string) => path.join(root, JS_DECLARATIONS, name, 'index.d.ts')
  const host = ts.createCompilerHost(OPTIONS)
  const readFile = host.readFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  host.readFile = (file) => untypedFiles.get(file) ?? files.get(file)?.source ?? readFile(file)
  host.fileExists = (file) => untypedFiles.has(file) || files.has(file) || fileExists(file)

  const resolveOne = (name: string, containing: string): ts.ResolvedModuleFull | undefined => {
    const ours = OUR_PACKAGES[name]
    if (ours) {
      const folder = typeof ours === 'string' ? ours : ours[versionOf(path.relative(base, containing))]
      return { resolvedFileName: declaration(folder), extension: ts.Extension.Dts }
    }
    if (UNTYPED_MODULES.includes(name)) return untyped(name)
    if (files.has(containing) && READER_MODULE.test(name)) {
      const shown = readerFile(name, containing)
      return shown ? { resolvedFileName: shown, extension: extensionOf(shown) } : untyped(name)
    }
    // An example's folder does not exist: packages resolve from the repository's node_modules.
    const from = files.has(containing) ? path.join(root, 'package.json') : containing
    return ts.resolveModuleName(name, from, OPTIONS, host).resolvedModule
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
  host.resolveModuleNames = (names, containing) => names.map((name) => resolveOne(name, containing))

  const program = ts.createProgram([...files.keys()], OPTIONS, host)
  const checker = program.getTypeChecker()
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
    .filter((diagnostic) => !isCallbackOfUntypedCode(diagnostic, checker))
    .filter(
      (diagnostic) =>
        !(JS_IMPLICIT_ANY.has(diagnostic.code) && /\.m?jsx?$/.test(diagnostic.file?.fileName ?? '')),
    )
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      const { file, start } = diagnostic
      const module = file && files.get(file.fileName)
      if (!module || start === undefined)
        return `${path.relative(root, file?.fileName ?? root) || 'program'}: ${message} (TS${diagnostic.code})`
      const line = file.getLineAndCharacterOfPosition(start).line + 1
      const where = exampleAt(module, line) ?? `${module.where} (context, line ${line})`
      return `${where}: ${message} (TS${diagnostic.code})`
    })
}

/** A module path without aliases, `src/`, `..` and extension: `@/lib/db.ts` -> lib, db. */
function pathParts(specifier: string): string[] {
  return specifier
    .replace(/\.(tsx?|jsx?|mjs)$/, '')
    .split('/')
    .filter((part) => !['', '.', '..', '@', '~', '$lib', 'src'].includes(part))
}

const IMPLICIT_ANY = new Set([7006, 7031])
/** Implicit `any` errors: a JavaScript example has no way to annotate, so they apply to TypeScript. */
const JS_IMPLICIT_ANY = new Set([7006, 7031, 7023, 7053])

/**
 * Whether an error is an unannotated parameter of a function handed to an untyped module (a
 * callback of a package we do not install, a route object typed by a generated type): the reader's
 * installed types give it a type, ours cannot. A function nothing gives a type still fails.
 */
function isCallbackOfUntypedCode(diagnostic: ts.Diagnostic, checker: ts.TypeChecker): boolean {
  if (!IMPLICIT_ANY.has(diagnostic.code) || !diagnostic.file || diagnostic.start === undefined)
    return false
  let node: ts.Node | undefined = findNode(diagnostic.file, diagnostic.start)
  while (node && !ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) node = node.parent
  if (!node) return false
  // A function inside an object, array or JSX attribute takes its type from where that goes.
  let expression: ts.Node = node
  while (
    ts.isJsxExpression(expression.parent) ||
    ts.isJsxAttribute(expression.parent) ||
    ts.isJsxAttributes(expression.parent) ||
    ts.isPropertyAssignment(expression.parent) ||
    ts.isObjectLiteralExpression(expression.parent) ||
    ts.isArrayLiteralExpression(expression.parent)
  ) {
    const contextual = ts.isExpression(expression)
      ? checker.getContextualType(expression)
      : undefined
    if (contextual) return (contextual.flags & ts.TypeFlags.Any) !== 0
    expression = expression.parent
  }
  const contextual = ts.isExpression(expression) ? checker.getContextualType(expression) : undefined
  return contextual !== undefined && (contextual.flags & ts.TypeFlags.Any) !== 0
}

function findNode(file: ts.SourceFile, position: number): ts.Node | undefined {
  const visit = (node: ts.Node): ts.Node | undefined =>
    position >= node.getStart(file) && position < node.getEnd()
      ? (node.forEachChild(visit) ?? node)
      : undefined
  return visit(file)
}

function extensionOf(file: string): ts.Extension {
  if (file.endsWith('.tsx')) return ts.Extension.Tsx
  if (file.endsWith('.jsx')) return ts.Extension.Jsx
  if (file.endsWith('.js') || file.endsWith('.mjs')) return ts.Extension.Js
  return ts.Extension.Ts
}
