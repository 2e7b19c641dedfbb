import ts from 'typescript'
import type { CodeExample } from './code-examples'

/**
 * A TypeScript or JavaScript file made of one example, as tsc checks it: the context lines it
 * needs before its code, and where its code landed so a diagnostic names the example and its line.
 */
export interface TsModule {
  /** The file's path inside the examples folder, e.g. `v2/reference-12.ts`. */
  file: string
  source: string
  /** The path of the reader's file the example shows (a guide block's title), if it names one. */
  title?: string
  where: string
  firstLine: number
  lineCount: number
}

const EXTENSIONS: Record<string, string> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  mjs: '.mjs',
  jsx: '.jsx',
}

/** Why an example is left out of the type check: its fence's `notypecheck="…"`, or null. */
export const leftOutBecause = (example: CodeExample) =>
  /\bnotypecheck="([^"]*)"/.exec(example.meta ?? '')?.[1] ?? null

/** The fence languages tsc checks. */
export const TS_FENCES = Object.keys(EXTENSIONS)

/** Whether tsc checks examples of this fence language. */
export const isTsOrJs = (example: CodeExample) => (example.language ?? '') in EXTENSIONS

export const extensionOf = (example: CodeExample) => EXTENSIONS[example.language ?? ''] ?? '.ts'

/** Each example's syntax tree, parsed once however many times its names are asked for. */
const parsed = new Map<string, ts.SourceFile>()
function parseExample(code: string): ts.SourceFile {
  let source = parsed.get(code)
  if (!source) {
    source = ts.createSourceFile('example.tsx', code, ts.ScriptTarget.Latest, false)
    parsed.set(code, source)
  }
  return source
}

/** The names a file declares at its top level (imports included), and which of them it exports. */
export function topLevelNames(code: string): { declared: Set<string>; exported: Set<string> } {
  const source = parseExample(code)
  const declared = new Set<string>()
  const exported = new Set<string>()
  const addBinding = (name: ts.BindingName, isExported: boolean) => {
    if (ts.isIdentifier(name)) {
      declared.add(name.text)
      if (isExported) exported.add(name.text)
      return
    }
    for (const element of name.elements)
      if (!ts.isOmittedExpression(element)) addBinding(element.name, isExported)
  }
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined
    const isExported = modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        addBinding(declaration.name, isExported)
    } else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const clause = statement.importClause
      if (clause.name) declared.add(clause.name.text)
      const bindings = clause.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) declared.add(bindings.name.text)
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) declared.add(element.name.text)
    } else if (ts.isImportEqualsDeclaration(statement)) {
      declared.add(statement.name.text)
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      declared.add(statement.name.text)
      if (isExported) exported.add(statement.name.text)
    }
  }
  return { declared, exported }
}

/** Every identifier a file mentions (a superset of the names it uses). */
export function mentionedNames(code: string): Set<string> {
  const source = parseExample(code)
  const names = new Set<string>()
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) names.add(node.text)
    node.forEachChild(visit)
  }
  visit(source)
  return names
}

/** Context a page kind gives its examples: a declaration per name, used where the code lacks it. */
export type Context = Record<string, string>

/**
 * One module: the context lines for the names the code mentions but does not declare, then the
 * code, then `export {}` so that every example is a module with its own scope.
 */
export function tsModule(
  file: string,
  example: CodeExample,
  context: Context,
  imports: string[] = [],
  exports: string[] = [],
): TsModule {
  const { declared } = topLevelNames(example.code)
  const mentioned = mentionedNames(example.code)
  const imported = new Set(
    imports.flatMap((line) => /\{ (.*) \}/.exec(line)?.[1]?.split(', ') ?? []),
  )
  // JavaScript has no `declare`: a JavaScript example gets the context's imports only.
  const isJs = /\.m?jsx?$/.test(file)
  const lines = [
    ...imports,
    ...Object.entries(context)
      .filter(([name]) => mentioned.has(name) && !declared.has(name) && !imported.has(name))
      .map(([, declaration]) => declaration)
      .filter((declaration) => !isJs || declaration.startsWith('import '))
      // A declaration may take several lines (URLPattern): count them, so lines name the code.
      .flatMap((declaration) => declaration.split('\n')),
  ]
  const code = example.code.replace(/\n+$/, '').split('\n')
  const firstLine = lines.length + 1
  lines.push(...code, exports.length > 0 ? `export { ${exports.join(', ')} }` : 'export {}')
  return {
    file,
    source: `${lines.join('\n')}\n`,
    title: /\btitle="([^"]+)"/.exec(example.meta ?? '')?.[1],
    where: example.where,
    firstLine,
    lineCount: code.length,
  }
}

/**
 * A guide page's blocks in page order, each its own module: a block that uses a name an earlier
 * block declares imports it from the latest such block, which exports it, so blocks that build on
 * each other are checked as one program while each block keeps its own scope.
 */
export function pageModules(folder: string, examples: CodeExample[], context: Context): TsModule[] {
  const names = examples.map((example) => topLevelNames(example.code))
  const needed = examples.map(() => new Set<string>())
  const importsOf = examples.map((example, index) => {
    const { declared } = names[index] ?? { declared: new Set<string>() }
    const byBlock = new Map<number, string[]>()
    for (const name of mentionedNames(example.code)) {
      if (declared.has(name)) continue
      for (let earlier = index - 1; earlier >= 0; earlier--) {
        if (!names[earlier]?.declared.has(name)) continue
        byBlock.set(earlier, [...(byBlock.get(earlier) ?? []), name])
        if (!names[earlier]?.exported.has(name)) needed[earlier]?.add(name)
        break
      }
    }
    return [...byBlock].map(
      ([block, list]) => `import { ${list.sort().join(', ')} } from './block-${block}'`,
    )
  })
  return examples.map((example, index) =>
    tsModule(
      `${folder}/block-${index}${extensionOf(example)}`,
      example,
      context,
      importsOf[index],
      [...(needed[index] ?? [])].sort(),
    ),
  )
}

/** The example's code as the module holds it: its own lines, without the context around them. */
export function exampleCode(module: TsModule): string {
  return module.source
    .split('\n')
    .slice(module.firstLine - 1, module.firstLine - 1 + module.lineCount)
    .join('\n')
}

/** The example and its own line that a line of the module belongs to; null for the context. */
export function exampleAt(module: TsModule, line: number): string | null {
  if (line < module.firstLine || line >= module.firstLine + module.lineCount) return null
  return `${module.where}, line ${line - module.firstLine + 1}`
}
