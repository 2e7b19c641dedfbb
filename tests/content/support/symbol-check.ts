import type { DocumentedApi } from './documented-symbols'
import type { Block, Call, Chain, ExampleSyntax, Named } from './symbol-syntax'

/** Names a language's examples use that no reference documents, and why each may appear. */
export interface AllowList {
  /** Variables examples assume hold a client (the reference's context). */
  clients: string[]
  /** Types of the language's standard library and frameworks: a chain from them is not ours. */
  types: string[]
  /** Standard members used on values the library returns (a list's `map`): the chain leaves ours. */
  members: string[]
  /** Standard functions called inside a library block (`println`, a JSON builder). */
  functions: string[]
}

/** One problem: the line in the example and what is wrong there. */
export interface SymbolProblem {
  line: number
  message: string
}

const isTypeName = (name: string) => /^[A-Z]/.test(name)

/** Checks one example (or a page's blocks in order, sharing `roots`) against one library version. */
export class SymbolChecker {
  readonly roots: Set<string>
  /** Names the examples checked so far declared: a page's blocks build on each other. */
  private readonly declared = new Set<string>()
  private readonly problems: SymbolProblem[] = []
  private readonly documentedCalls: Set<string>

  constructor(
    private readonly api: DocumentedApi,
    private readonly allow: AllowList,
    private readonly allowed = new Set([...allow.members, ...allow.functions]),
    private readonly stdTypes = new Set(allow.types),
  ) {
    this.roots = new Set(allow.clients)
    this.documentedCalls = new Set([...api.sectionCalls.values()].flat())
  }

  private report(at: Named, message: string): void {
    this.problems.push({ line: at.line, message: `${message} (${this.api.library} ${this.api.version})` })
  }

  private checkLabels(callee: string, call: Call, declared: Set<string>): void {
    const parameters = this.api.parametersOf.get(callee) ?? this.api.names
    for (const label of call.labels)
      if (!parameters.has(label.name) && !declared.has(label.name))
        this.report(label, `\`${callee}\` has no documented parameter or option \`${label.name}\``)
  }

  private checkBlock(callee: string, block: Block, declared: Set<string>): void {
    if (block.hasParameters) return
    for (const { named, call, assignment } of block.members) {
      const known = this.api.names.has(named.name) || declared.has(named.name)
      if (!known && !this.allowed.has(named.name)) {
        const what = assignment ? 'option' : 'function'
        this.report(named, `unknown ${what} \`${named.name}\` in the block of \`${callee}\``)
      }
      if (call && known) this.checkCall(named.name, call, declared)
    }
  }

  private checkCall(callee: string, call: Call, declared: Set<string>): void {
    this.checkLabels(callee, call, declared)
    for (const block of call.blocks) this.checkBlock(callee, block, declared)
  }

  private isLibraryRoot(chain: Chain, declared: Set<string>): boolean {
    const { name, call } = chain.root
    if (this.roots.has(name)) return true
    if (declared.has(name) || this.stdTypes.has(name)) return false
    if (isTypeName(name)) return this.api.names.has(name)
    return call !== null && chain.steps.length === 0 && this.documentedCalls.has(name)
  }

  private checkChain(chain: Chain, declared: Set<string>): void {
    if (!this.isLibraryRoot(chain, declared)) return
    if (chain.root.call) this.checkCall(chain.root.name, chain.root.call, declared)
    let leftLibrary = false
    for (const step of chain.steps) {
      if (step.kind === 'index') continue
      if (this.api.names.has(step.name)) {
        if (step.call) this.checkCall(step.name, step.call, declared)
        continue
      }
      if (!declared.has(step.name) && !this.allowed.has(step.name))
        this.report(step, `unknown member \`${step.name}\``)
      leftLibrary = true
      break
    }
    if (chain.declares && !leftLibrary) this.roots.add(chain.declares)
  }

  check(syntax: ExampleSyntax): SymbolProblem[] {
    this.problems.length = 0
    syntax.declared.forEach((name) => this.declared.add(name))
    for (const chain of syntax.chains) this.checkChain(chain, this.declared)
    const seen = new Set<string>()
    return this.problems.filter((problem) => {
      const key = `${problem.line} ${problem.message}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  }
}
