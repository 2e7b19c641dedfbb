import path from 'node:path'
import ts from 'typescript'
import { createExamplesService, type VersionOf } from '../../../lib/code-examples/ts-service'
import { exampleAt, type TsModule } from '../../../lib/code-examples/ts-modules'

/**
 * Type-checks the modules as one program (strict) against the declarations of our packages
 * (`createExamplesService`) and returns each error as `example, line N: message (TSnnnn)`; an
 * error in the context names the example. An import that resolves nowhere fails.
 */
export function tscErrors(modules: TsModule[], versionOf: VersionOf, root = process.cwd()): string[] {
  const { service, files } = createExamplesService(modules, versionOf, root)
  const program = service.getProgram()
  if (!program) throw new Error('The TypeScript language service made no program of the examples')
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

