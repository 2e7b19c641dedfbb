import { beforeAll, describe, expect, it } from 'vitest'
import { readReferenceCatalog } from '../../lib/reference/catalog'
import {
  readGuideExamples,
  readReferenceExamples,
  type CodeExample,
} from '../../lib/code-examples/code-examples'
import { pyrightErrors } from './support/pyright'
import {
  createTopLevelAwaitCheck,
  pythonModule,
  type PythonModule,
} from './support/python-modules'

/**
 * Every Python example of the reference and the guides type-checks with Pyright against the
 * stubs of our packages (types/python): a method that does not exist, an argument or option key
 * the API does not take, or a value of the wrong type fails, naming the example and its line.
 */
const isPython = (example: CodeExample) =>
  example.language === 'python' || example.language === 'py'

let awaitsAtTopLevel: (code: string) => boolean

beforeAll(async () => {
  awaitsAtTopLevel = await createTopLevelAwaitCheck()
})

/** The Realtime sections: their examples need the async client even where they await nothing. */
function realtimeSectionIds(): Set<string> {
  return new Set(
    readReferenceCatalog('content/reference')
      .filter((doc) => doc.library === 'python')
      .flatMap((doc) => doc.categories.filter((category) => category.id === 'realtime'))
      .flatMap((category) => category.sections.map((section) => section.id)),
  )
}

/** Reference examples stand alone, with the reference's context; a whole program in prose too. */
function referenceModules(examples: CodeExample[]): PythonModule[] {
  const realtime = realtimeSectionIds()
  return examples.map((example) => {
    const [, place = ''] = example.where.split(' ')
    const isFunctionExample = !example.where.includes('(code block')
    return pythonModule([example], {
      awaitsAtTopLevel,
      context: ['from reference_context import *'],
      asyncClient: isFunctionExample && realtime.has(place.split('/')[0] ?? ''),
    })
  })
}

/** A guide page's blocks build on each other, so each page is one module in page order. */
function guideModules(examples: CodeExample[]): PythonModule[] {
  const pages = new Map<string, CodeExample[]>()
  for (const example of examples) {
    const page = example.where.split(':')[0] ?? example.where
    pages.set(page, [...(pages.get(page) ?? []), example])
  }
  return [...pages.values()].map((blocks) => pythonModule(blocks, { awaitsAtTopLevel }))
}

describe('Python examples type-check against our stubs', () => {
  it('refuses a method that does not exist, an unknown keyword, an unknown option key and a wrong type', async () => {
    const wrong = (code: string): CodeExample => ({ where: 'fixture', language: 'python', code })
    const errors = await pyrightErrors(
      [
        'client.table("countries").selekt("name").execute()',
        'client.table("countries").select("name").order("name", descending=True).execute()',
        'client.auth.sign_in_with_password({"email": "ada@example.com", "pasword": "secret"})',
        'client.storage.from_("avatars").create_signed_url("a.png", "one hour")',
      ].map((code) => pythonModule([wrong(code)], { awaitsAtTopLevel })),
    )
    expect(errors).toHaveLength(4)
    expect(errors[0]).toMatch(/Cannot access attribute "selekt"/)
    expect(errors[1]).toMatch(/No parameter named "descending"/)
    expect(errors[2]).toMatch(/"pasword" is an undefined item|pasword/)
    expect(errors[3]).toMatch(/"Literal\['one hour'\]" cannot be assigned to parameter "expires_in"/)
  }, 120_000)

  it('in the Python reference and every guide page', async () => {
    const examples = [
      ...readReferenceExamples(),
      ...readGuideExamples(process.cwd(), ['python', 'py']),
    ].filter(isPython)
    const reference = examples.filter((example) => example.where.startsWith('content/reference/'))
    const guides = examples.filter((example) => example.where.startsWith('content/guides/'))
    expect(reference.length).toBeGreaterThan(150)
    expect(guides.length).toBeGreaterThan(40)
    expect(await pyrightErrors([...referenceModules(reference), ...guideModules(guides)])).toEqual([])
  }, 240_000)
})
