import { lineAt, type PagePiece } from './page-pieces'

/** An environment variable name as a page uses it. */
export interface VariableUse {
  line: number
  name: string
}

const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+'

/**
 * Where code reads or sets an environment variable, in the languages the guides use: the name is
 * the pattern's `name` group.
 */
const CODE_CONTEXTS: readonly RegExp[] = [
  // process.env.NAME, import.meta.env.NAME, env.NAME, $env/static/public's NAME as process.env['NAME']
  new RegExp(`\\benv\\s*(?:\\.|\\[\\s*['"])(?<name>${NAME})`, 'g'),
  // Deno.env.get('NAME'), os.getenv("NAME"), os.environ.get("NAME"), System.getenv("NAME"),
  // Environment.GetEnvironmentVariable("NAME"), String.fromEnvironment('NAME'), env('NAME')
  new RegExp(
    `(?:\\.get|getenv|GetEnvironmentVariable|fromEnvironment|\\benv)\\(\\s*['"](?<name>${NAME})['"]`,
    'g',
  ),
  // os.environ["NAME"], Platform.environment['NAME'], ProcessInfo…environment["NAME"]
  new RegExp(`\\b(?:environ|environment)\\s*\\[\\s*['"](?<name>${NAME})['"]`, 'g'),
  // config.toml's env(NAME)
  new RegExp(`\\benv\\((?<name>${NAME})\\)`, 'g'),
  // GitHub Actions: ${{ secrets.NAME }} and ${{ vars.NAME }}
  new RegExp(`\\b(?:secrets|vars)\\.(?<name>${NAME})\\b`, 'g'),
  // NAME=value at the start of a line or after export
  new RegExp(`(?:^|\\bexport\\s+)(?<name>${NAME})=`, 'gm'),
  // every NAME=value after `secrets set` on the same line
  new RegExp(`(?<=\\bsecrets set\\b[^\\n]*\\s)(?<name>${NAME})=`, 'g'),
]

/** Shell languages, where `$NAME` and `${NAME}` read a variable. */
const SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'dotenv', 'env', 'yaml', 'yml'])
const SHELL_READ = new RegExp(`\\$\\{?(?<name>${NAME})\\b`, 'g')

/** A name a page shows on its own (inline code in prose) that is Plinth's or a framework's public one. */
const PLINTH_NAME = new RegExp(`^(?<name>(?:[A-Z]+_)*PLINTH_[A-Z0-9_]+)$`, 'g')

/** Any name shown on its own, for a table column headed "Variable". */
const ANY_NAME = new RegExp(`^(?<name>${NAME})$`, 'g')

function usesIn(piece: PagePiece, pattern: RegExp): VariableUse[] {
  return [...piece.text.matchAll(pattern)].flatMap((match) => {
    const name = match.groups?.['name']
    return name ? [{ line: lineAt(piece, match.index), name }] : []
  })
}

/**
 * Every environment variable a page uses: names code reads or sets (in every code block and in
 * inline code), names `$NAME` reads in shell blocks, any name with `PLINTH_` written alone in
 * inline code, and any name in inline code in a table column headed "Variable". SQL, GraphQL and the like set none, so their blocks are passed over.
 */
export function findVariableUses(pieces: readonly PagePiece[]): VariableUse[] {
  const uses: VariableUse[] = []
  for (const piece of pieces) {
    if (piece.kind === 'prose') continue
    if (piece.kind === 'code' && piece.lang && /^(sql|pgsql|postgres|graphql|text)$/i.test(piece.lang)) continue
    for (const pattern of CODE_CONTEXTS) uses.push(...usesIn(piece, pattern))
    if (piece.kind === 'code' && (piece.lang === null || SHELL.has(piece.lang.toLowerCase()))) {
      uses.push(...usesIn(piece, SHELL_READ))
    }
    if (piece.kind === 'inline-code') {
      const listed = piece.column !== null && /^variable$/i.test(piece.column)
      uses.push(...usesIn(piece, listed ? ANY_NAME : PLINTH_NAME))
    }
  }
  const seen = new Set<string>()
  return uses
    .filter((use) => {
      const key = `${use.line} ${use.name}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => a.line - b.line)
}
