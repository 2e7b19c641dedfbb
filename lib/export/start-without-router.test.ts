import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { inlinePayload } from './inline-payload'
import { withStartWithoutRouter } from './start-without-router'
import { TurbopackChunks } from './turbopack-chunks'

/** React in one chunk, Next.js's router start-up in another, the app's behaviours in a third. */
const chunks = new TurbopackChunks(
  new Map([
    ['static/chunks/react.js', new Map([[1, []]])],
    ['static/chunks/router.js', new Map([[94553, [1]]])],
    [
      'static/chunks/app.js',
      new Map([
        [8496, [1]],
        [74488, [1]],
      ]),
    ],
  ]),
)

const scriptTags =
  ['react', 'router', 'app', 'turbopack-runtime']
    .map((name) => `<script src="/docs/_next/static/chunks/${name}.js" async=""></script>`)
    .join('') + '<script src="/docs/_next/static/chunks/polyfills.js" noModule=""></script>'

const nextStart =
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/react.js","static/chunks/router.js"],"runtimeModuleIds":[94553]});</script>'

/**
 * A page as the build leaves it after `withStaticHtml`: HTML, Next.js's start-up, the payload, whose
 * page segment, `segment`, the root refers to as the router does (`$Q`).
 */
function exportedPage(segment: string): string {
  const flight = [
    '2:"/docs/_next/static/chunks/app.js"\n',
    '3:I[74488,["$2"],"MenuButton"]\n',
    '4:I[51000,["$2"],"VersionPicker"]\n',
    '6:I[39756,["$2"],"default"]\n',
    '16:I[8496,["$2"],"PageBehaviours"]\n',
    `0:{"t":["$","body",null,{"children":[["$","header",null,{"children":["$","div",null,{"data-island":"menu-button","children":["$","$L3",null,{}]}]}],["$","main",null,{"children":["$","$L6",null,{"parallelRouterKey":"children","notFound":"$undefined"}]}],"$L9"]}],"c":"$Qa"}\n`,
    `a:${segment}\n`,
    '9:["$","$L16",null,{}]\n',
  ].join('')
  const payload = `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push(${JSON.stringify([1, flight])})</script>`
  return `<!DOCTYPE html><html><head>${scriptTags}</head><body><header><div data-island="menu-button"><button>Menu</button></div></header><main><div data-static="pruned">Article</div></main>${nextStart}${payload}</body></html>`
}

const staticSegment = '["$","div",null,{"data-static":"","dangerouslySetInnerHTML":{"__html":""}}]'

/** Runs `script` against a stand-in for Turbopack's runtime queue, as before the runtime loads. */
function runtimeQueue(script: string): unknown[] {
  const context = { TURBOPACK: undefined as unknown[] | undefined }
  runInNewContext(script, context)
  return context.TURBOPACK ?? []
}

describe('withStartWithoutRouter', () => {
  it("replaces the payload, Next.js's start-up and the router's chunks with a start that runs startWithoutRouter", () => {
    const { page, script } = withStartWithoutRouter(exportedPage(staticSegment), chunks)
    expect(inlinePayload(page)).toBe('')
    expect(page).not.toContain('__next_f')
    expect(page).not.toContain('_R_')
    expect(page).toContain('<div data-static="pruned">Article</div>')

    expect(script?.path).toMatch(/^_next\/static\/start\/[\w-]{16}\.js$/)
    expect(page).toContain(`<script src="/docs/${script?.path}" async=""></script></body>`)
    const [chunk, entry] = runtimeQueue(script?.source ?? '') as [
      [string, string, (context: unknown) => void],
      { otherChunks: string[]; runtimeModuleIds: string[] },
    ]
    expect(entry.otherChunks).toEqual(['static/chunks/react.js', 'static/chunks/app.js'])
    expect(page).not.toContain('chunks/router.js')
    expect(page).toContain('chunks/turbopack-runtime.js')
    expect(page).not.toContain('polyfills.js')
    expect(entry.runtimeModuleIds).toEqual([chunk[1]])
    const started: unknown[] = []
    chunk[2]({
      r: (id: unknown) => ({ PageBehaviours: { startWithoutRouter: () => started.push(id) } }),
    })
    expect(started).toEqual([8496])
  })

  it('leaves a page whose payload renders a client component outside an island as it is', () => {
    const page = exportedPage('["$","$L4",null,{}]')
    expect(withStartWithoutRouter(page, chunks)).toEqual({ page, script: null })
  })

  it('leaves a page without a payload as it is', () => {
    const page = '<!DOCTYPE html><html><body><p>Plain</p></body></html>'
    expect(withStartWithoutRouter(page, chunks)).toEqual({ page, script: null })
  })

  it('fails on a page it would start when the payload names no chunk of PageBehaviours', () => {
    const page = exportedPage(staticSegment).replace('16:I[8496,[\\"$2\\"]', '16:I[8496,[]')
    expect(page).toContain('16:I[8496,[]')
    expect(() => withStartWithoutRouter(page, chunks)).toThrow(/names no chunk of PageBehaviours/)
  })

  it("fails on a page it would start when Next.js's start-up script is not where it looks", () => {
    expect(() =>
      withStartWithoutRouter(exportedPage(staticSegment).replace(nextStart, ''), chunks),
    ).toThrow(/no Next.js start-up script/)
  })
})
