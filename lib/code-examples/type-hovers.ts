import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { typeHoverKey, type TypeHoverTable } from '../highlight/type-hovers'
import type { CodeExample } from './code-examples'
import { clientVersionOf, guideModules, typeChecked } from './guide-modules'
import { exampleCode, isTsOrJs, type TsModule } from './ts-modules'
import { createExamplesService, JS_DECLARATIONS, type ExamplesService } from './ts-service'

/** What a reader sees on one identifier of an example: its quick info, where it is in the code. */
export interface TypeHover {
  /** Offsets in the example's code (its first character is 0), end excluded. */
  start: number
  end: number
  /** TypeScript's quick info, e.g. `(method) PlinthClient.from(relation: string): …`. */
  text: string
}

/**
 * The type hovers of one example module of the service: every identifier of its code that is
 * part of our packages' API, as TypeScript's quick info. An identifier gets one when
 * - its symbol is declared in our declarations (`createClient`, `from`, `auth`, `User`, a JSX
 *   component of auth-ui-react and its props), or
 * - it is a key of an object handed to our API whose property our declarations declare (the
 *   options of `signUp`), or
 * - it names a value of the example (a variable, a parameter, a destructured name) whose type
 *   our declarations declare: the client, and the values its methods return (`data`, `error`,
 *   `session`), itself or as a union member or type argument.
 * Other identifiers (the reader's own helpers, React and framework code) get none: they would add
 * weight and keyboard stops without telling the reader anything about our API.
 */
export function typeHoversOf(examples: ExamplesService, file: string): TypeHover[] {
  const { service, files, declarations } = examples
  const module = files.get(file)
  const program = service.getProgram()
  const source = program?.getSourceFile(file)
  if (!module || !program || !source) throw new Error(`${file} is not an example of the program`)
  const checker = program.getTypeChecker()
  const codeStart = source.getPositionOfLineAndCharacter(module.firstLine - 1, 0)
  const codeEnd = source.getLineEndOfPosition(
    source.getPositionOfLineAndCharacter(module.firstLine + module.lineCount - 2, 0),
  )
  const inOurs = (declaration: ts.Declaration) =>
    declaration.getSourceFile().fileName.startsWith(declarations + path.sep)
  const isOurs = (symbol: ts.Symbol | undefined) => symbol?.declarations?.some(inOurs) ?? false
  const isExampleValue = (symbol: ts.Symbol) =>
    (symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Property)) !== 0 &&
    (symbol.declarations ?? []).every((declaration) =>
      files.has(declaration.getSourceFile().fileName),
    )
  const typeIsOurs = (type: ts.Type, depth = 0): boolean => {
    if (depth > 2) return false
    if (isOurs(type.aliasSymbol) || isOurs(type.getSymbol())) return true
    if (type.isUnionOrIntersection())
      return type.types.some((member) => typeIsOurs(member, depth + 1))
    const typeArguments =
      (type.flags & ts.TypeFlags.Object) !== 0 &&
      ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) !== 0
        ? checker.getTypeArguments(type as ts.TypeReference)
        : (type.aliasTypeArguments ?? [])
    return typeArguments.some((argument) => typeIsOurs(argument, depth + 1))
  }
  const optionKeyIsOurs = (name: ts.Identifier) => {
    const property = name.parent
    if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property))
      return false
    if (property.name !== name) return false
    const contextual = checker.getContextualType(property.parent)
    // Options often take one of several shapes (an email or a phone): any shape's key counts.
    const shapes = contextual?.isUnion() ? contextual.types : contextual ? [contextual] : []
    return shapes.some((shape) => isOurs(shape.getProperty(name.text)))
  }
  const hasHover = (name: ts.Identifier): boolean => {
    if (optionKeyIsOurs(name)) return true
    let symbol = checker.getSymbolAtLocation(name)
    if (!symbol) return false
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
    if (isOurs(symbol)) return true
    return isExampleValue(symbol) && typeIsOurs(checker.getTypeOfSymbolAtLocation(symbol, name))
  }

  const hovers: TypeHover[] = []
  const visit = (node: ts.Node) => {
    if (node.end <= codeStart || node.pos >= codeEnd) return
    if (ts.isIdentifier(node) && node.getStart(source) >= codeStart && hasHover(node)) {
      const text = quickInfo(service, file, node.getStart(source))
      if (text)
        hovers.push({ start: node.getStart(source) - codeStart, end: node.end - codeStart, text })
    }
    node.forEachChild(visit)
  }
  visit(source)
  return hovers
}

/** TypeScript's quick info at a position, without the import line an imported name adds. */
function quickInfo(service: ts.LanguageService, file: string, position: number): string | null {
  const info = service.getQuickInfoAtPosition(file, position)
  if (!info?.displayParts) return null
  const text = ts.displayPartsToString(info.displayParts)
  return text.replace(/^\(alias\) /, '').replace(/\nimport [\w$]+$/, '')
}

/** The table of a build, and what it holds. */
export interface TypeHoverBuild {
  table: TypeHoverTable
  /** Blocks the type check covers. */
  checked: number
  /** Blocks with at least one hover, and hovers in all. */
  blocks: number
  hovers: number
}

/**
 * The modules of the guides' blocks that the type check covers (TypeScript and JavaScript, without
 * `notypecheck`), as the check builds them.
 */
export const typeHoverModules = (examples: CodeExample[]): TsModule[] =>
  guideModules(typeChecked(examples.filter(isTsOrJs)))

/**
 * A hash of everything the table is computed from: the modules as TypeScript reads them, our
 * declarations, the installed packages (their types and TypeScript itself), and the code that
 * assembles the program and picks the identifiers. The same hash means the same table.
 */
export function typeHoverInputs(modules: TsModule[], root = process.cwd()): string {
  const hash = createHash('sha256')
  for (const module of modules) hash.update(`${module.file}\0${module.source}\0`)
  const files = [
    ...fs
      .readdirSync(path.join(root, JS_DECLARATIONS), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.d.ts'))
      .map((file) => path.join(JS_DECLARATIONS, file)),
    ...fs
      .readdirSync(path.join(root, 'lib/code-examples'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join('lib/code-examples', file)),
    'lib/highlight/type-hovers.ts',
    'package-lock.json',
  ].sort()
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(root, file)))
  return hash.digest('hex')
}

/**
 * The type hovers of the modules, from one language service over all of them, by the key of each
 * block's code. A block whose code appears in several places keeps the hovers that every place
 * agrees on.
 */
export function buildTypeHoverTable(modules: TsModule[], root = process.cwd()): TypeHoverBuild {
  const service = createExamplesService(modules, clientVersionOf, root)
  const byKey = new Map<string, [number, number, string][]>()
  for (const [file, module] of service.files) {
    const hovers = typeHoversOf(service, file).map(
      ({ start, end, text }): [number, number, string] => [start, end, text],
    )
    const key = typeHoverKey(exampleCode(module))
    const earlier = byKey.get(key)
    const same = (a: [number, number, string], b: [number, number, string]) =>
      a[0] === b[0] && a[1] === b[1] && a[2] === b[2]
    byKey.set(key, earlier ? hovers.filter((hover) => earlier.some((e) => same(e, hover))) : hovers)
  }
  const table: TypeHoverTable = Object.fromEntries(
    [...byKey].filter(([, hovers]) => hovers.length > 0),
  )
  const lists = Object.values(table)
  return {
    table,
    checked: modules.length,
    blocks: lists.length,
    hovers: lists.reduce((sum, list) => sum + list.length, 0),
  }
}
