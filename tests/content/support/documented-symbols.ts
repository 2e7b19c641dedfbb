import path from 'node:path'
import { readValidated } from '../../../lib/reference/read-yaml'
import {
  clientSpecSchema,
  type ClientSpec,
  type FunctionSection,
  type Parameter,
} from '../../../lib/reference/spec-schema'

/**
 * What one version of a client library documents, read from its spec alone: the names in its
 * section names, signatures, parameters and return types, and in the inline code of its prose.
 * Fenced code blocks are examples, checked against this, so they never add to it.
 */
export interface DocumentedApi {
  library: string
  version: string
  names: Set<string>
  /** Parameter names (and option keys) by the function a section names or its signature declares. */
  parametersOf: Map<string, Set<string>>
  /**
   * Per function section: the names of which an example must call one, the section's function or a
   * companion it documents itself (`updateBinary()` beside `update()`).
   */
  sectionCalls: Map<string, string[]>
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g
const INLINE_CODE = /`([^`\n]+)`/g
const FENCED = /^(\s*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm

const identifiers = (text: string | undefined): string[] => text?.match(IDENTIFIER) ?? []

/**
 * Names in the prose's inline code. Package coordinates and paths (`plinth-kt-compose-auth`)
 * are not code, nor are SQL tables (`auth.users`, `storage.objects`).
 */
const NOT_CODE = /[-/]|^(auth|storage|public|realtime|extensions)\.[a-z_]+$/

function proseCode(markdown: string | undefined): string[] {
  if (!markdown) return []
  const prose = markdown.replace(FENCED, '')
  return [...prose.matchAll(INLINE_CODE)]
    .filter((match) => !NOT_CODE.test(match[1] ?? ''))
    .flatMap((match) => identifiers(match[1]))
}

/** A version's upgrade guide documents the next version, not its own. */
export const UPGRADE_GUIDE = 'upgrade-guide'

function parameterNames(parameters: Parameter[]): { api: string[]; prose: string[] } {
  const api: string[] = []
  const prose: string[] = []
  for (const parameter of parameters) {
    api.push(...identifiers(parameter.name), ...identifiers(parameter.type), ...identifiers(parameter.default))
    prose.push(...proseCode(parameter.description))
    const children = parameterNames(parameter.children ?? [])
    api.push(...children.api)
    prose.push(...children.prose)
  }
  return { api, prose }
}

/** The parameter and option names a caller may write as a label, `name:` or `name =`. */
function labelsOf(section: FunctionSection): string[] {
  const fromParameters = (parameters: Parameter[]): string[] =>
    parameters.flatMap((p) => [...identifiers(p.name), ...fromParameters(p.children ?? [])])
  return [...fromParameters(section.parameters), ...identifiers(section.signature)]
}

/**
 * The functions a section name documents: for `from().select()` `select`, for
 * `auth.verifyEmailOtp() / verifyPhoneOtp()` either, for `new Plinth.Client()` `Client`. Arguments
 * in the name (`loginWith(Email)`, `Where(x => x.Column == value)`) and trailing words
 * (`select() after a write`) do not count.
 */
export function calledNames(sectionName: string): string[] {
  return sectionName
    .split(/ \/ | and /)
    .map((alternative) => {
      let depth = 0
      let code = ''
      for (const char of alternative.replace(/^new /, '')) {
        if (char === '(' || char === '<' || char === '{') depth++
        else if (char === ')' || char === '>' || char === '}') depth--
        else if (depth === 0) {
          if (char === ' ' && code.trim() !== '') break
          code += char
        }
      }
      return identifiers(code).at(-1)
    })
    .filter((name): name is string => name !== undefined)
}

/** Functions a signature declares: on each unindented line, the name before its parameters. */
function declaredFunctions(signature: string | undefined): string[] {
  return (signature ?? '')
    .split('\n')
    .filter((line) => /^\S/.test(line) && line.includes('('))
    .map((line) => identifiers(line.slice(0, line.indexOf('(')).replace(/<[^<>]*>/g, '')).at(-1))
    .filter((name): name is string => name !== undefined)
}

/** Calls a section's prose names as code (`getOAuthUrl()`, `getOAuthSignInURL(provider:)`): its companions. */
function proseCalls(markdown: string | undefined): string[] {
  if (!markdown) return []
  return [...markdown.replace(FENCED, '').matchAll(INLINE_CODE)]
    .map((match) => match[1] ?? '')
    .filter((code) => /^[\w.]+(\([\w:]*\))?$/.test(code) && /[(.]/.test(code))
    .map((code) => identifiers(code).at(-1))
    .filter((name): name is string => name !== undefined)
}

/** A spec's names: `api` from section names, signatures, parameters and return types; `prose` from its prose's code. */
function specNames(spec: ClientSpec): { api: Set<string>; prose: Set<string> } {
  const api = new Set<string>()
  const prose = new Set<string>()
  const add = (to: Set<string>, found: string[]) => found.forEach((name) => to.add(name))
  for (const category of spec.categories) {
    add(prose, proseCode(category.description))
    for (const section of category.sections) {
      if (section.kind === 'markdown') {
        if (section.id !== UPGRADE_GUIDE) add(prose, proseCode(section.content))
        continue
      }
      const parameters = parameterNames(section.parameters)
      add(api, [
        ...identifiers(section.name),
        ...identifiers(section.signature),
        ...parameters.api,
        ...identifiers(section.returns?.type),
      ])
      add(prose, [
        ...parameters.prose,
        ...proseCode(section.returns?.description),
        ...proseCode(section.description),
        ...proseCode(section.notes),
        ...section.examples.flatMap((example) => proseCode(example.description)),
      ])
    }
  }
  return { api, prose }
}

export function documentedApi(spec: ClientSpec): DocumentedApi {
  const { api, prose } = specNames(spec)
  const names = new Set([...api, ...prose])
  const parametersOf = new Map<string, Set<string>>()
  const sectionCalls = new Map<string, string[]>()
  for (const category of spec.categories) {
    for (const section of category.sections) {
      if (section.kind === 'markdown') continue
      const called = calledNames(section.name)
      sectionCalls.set(section.id, [
        ...new Set([
          ...called,
          ...declaredFunctions(section.signature),
          ...proseCalls(section.description),
          ...proseCalls(section.notes),
          ...section.examples.flatMap((example) => proseCalls(example.description)),
        ]),
      ])
      for (const name of new Set([...called, ...declaredFunctions(section.signature)])) {
        const labels = parametersOf.get(name) ?? new Set<string>()
        labelsOf(section).forEach((label) => labels.add(label))
        parametersOf.set(name, labels)
      }
    }
  }
  return { library: spec.library, version: spec.version, names, parametersOf, sectionCalls }
}

/** Two versions' names together, for an upgrade guide that shows code of both. */
export function mergeApis(first: DocumentedApi, second: DocumentedApi): DocumentedApi {
  const parametersOf = new Map(first.parametersOf)
  for (const [name, labels] of second.parametersOf)
    parametersOf.set(name, new Set([...(parametersOf.get(name) ?? []), ...labels]))
  return {
    library: first.library,
    version: `${first.version} and ${second.version}`,
    names: new Set([...first.names, ...second.names]),
    parametersOf,
    sectionCalls: first.sectionCalls,
  }
}

export function readDocumentedApi(library: string, version: string, root = process.cwd()): DocumentedApi {
  const file = path.join(root, 'content/reference', library, `${version}.yaml`)
  return documentedApi(readValidated(file, clientSpecSchema))
}
