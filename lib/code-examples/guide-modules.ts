import type { CodeExample } from './code-examples'
import { GUIDE_CONTEXT } from './ts-context'
import { leftOutBecause, pageModules, type TsModule } from './ts-modules'
import type { VersionOf } from './ts-service'

/** Examples in a `v1/` folder use version 1 of the JavaScript client; all others, guides too, 2. */
export const clientVersionOf: VersionOf = (file) => (file.startsWith('v1/') ? 'v1' : 'v2')

/** The examples the type check covers: all but those whose fence says `notypecheck="why"`. */
export const typeChecked = (examples: CodeExample[]) =>
  examples.filter((example) => leftOutBecause(example) === null)

/**
 * A guide page's blocks build on each other: each page is one folder of modules, in page order,
 * with the guides' context (the client named `plinth` and the values their prose introduces).
 */
export function guideModules(examples: CodeExample[]): TsModule[] {
  const pages = new Map<string, CodeExample[]>()
  for (const example of examples) {
    const page = example.where.split(':')[0] ?? example.where
    pages.set(page, [...(pages.get(page) ?? []), example])
  }
  return [...pages.values()].flatMap((blocks, index) =>
    pageModules(`guides/page-${index}`, blocks, GUIDE_CONTEXT),
  )
}
