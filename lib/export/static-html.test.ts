import { describe, expect, it } from 'vitest'
import { inlinePayload } from './inline-payload'
import { withStaticHtml } from './static-html'

/** A page as Next.js exports it: HTML, then the payload in two inline scripts. */
function exportedPage(html: string, flight: string): string {
  const middle = Math.floor(flight.length / 2)
  const script = (part: string) =>
    `<script>self.__next_f.push(${JSON.stringify([1, part]).replace(/</g, '\\u003c')})</script>`
  return `<!DOCTYPE html><html><body>${html}${script(flight.slice(0, middle))}<p>after</p>${script(flight.slice(middle))}</body></html>`
}

const html = '<div data-static=""><p>Article text</p><button>Close</button></div><footer>f</footer>'

describe('withStaticHtml', () => {
  it('empties a static element in the payload and drops the rows only it used', () => {
    const flight = [
      '1:"$Sreact.fragment"\n',
      '0:["$","$1",null,{"children":[["$","div",null,{"data-static":"","children":["$L2","$L3"]}],"$L4"]}]\n',
      '2:["$","p",null,{"children":"Article <text>"}]\n',
      '5:I[9,[],"Alert"]\n',
      '3:["$","div",null,{"data-island":"alert","children":["$","$L5",null,{"children":"$L6"}]}]\n',
      '6:T5,Close',
      '4:["$","footer",null,{"children":"$L7"}]\n',
      '7:"f"\n',
    ].join('')
    const page = withStaticHtml(exportedPage(html, flight))

    expect(inlinePayload(page)).toBe(
      [
        '1:"$Sreact.fragment"\n',
        '0:["$","$1",null,{"children":[["$","div",null,{"data-static":"","dangerouslySetInnerHTML":{"__html":""},"suppressHydrationWarning":true}],"$L4"]}]\n',
        '4:["$","footer",null,{"children":"$L7"}]\n',
        '7:"f"\n',
      ].join(''),
    )
    expect(page).toContain('<div data-static="pruned"><p>Article text</p>')
    expect(page.match(/__next_f/g)).toHaveLength(1)
    expect(page).toContain('<p>after</p>')
  })

  it('escapes the payload as Next.js does, so no text closes its script', () => {
    const flight = [
      '0:["$","main",null,{"children":[["$","div",null,{"data-static":"","children":"x"}],"$L1"]}]\n',
      '1:["</script><b>&"]\n',
    ].join('')
    const page = withStaticHtml(exportedPage(html, flight))
    expect(page).not.toContain('</script><b>')
    expect(page).toContain('\\u003c/script\\u003e\\u003cb\\u003e\\u0026')
    expect(inlinePayload(page)).toContain('1:["</script><b>&"]')
  })

  it('names the client components a static element holds outside an island', () => {
    const flight = [
      '0:["$","div",null,{"data-static":"","children":["$","$L2",null,{}]}]\n',
      '3:"HeadingFollower"\n',
      '2:I[9,[],"$3"]\n',
    ].join('')
    expect(() => withStaticHtml(exportedPage(html, flight))).toThrow(
      'a static <div> holds client components outside an island: HeadingFollower',
    )
  })

  it('drops the scripts of the page that no client component left in the payload needs', () => {
    const app = '/docs/_next/static/chunks/app.js'
    const shells = '/docs/_next/static/chunks/shells.js'
    const tags = (...sources: string[]) =>
      sources.map((source) => `<script src="${source}" async=""></script>`).join('')
    const flight = [
      `2:"${app}"\n`,
      '3:I[1,["$2"],"PageBehaviours"]\n',
      `4:"${shells}"\n`,
      '5:I[7,["$2","$4"],"CatalogueShell"]\n',
      `0:["$","body",null,{"children":[[["$","script","script-0",{"src":"${app}","async":true}],["$","script","script-1",{"src":"${shells}","async":true}]],["$","div",null,{"data-static":"","children":["$","div",null,{"data-island":"catalogue","children":["$","$L5",null,{}]}]}],["$","$L3",null,{}]]}]\n`,
    ].join('')
    const page = withStaticHtml(exportedPage(tags(app, shells) + html, flight))

    expect(page).toContain(tags(app))
    expect(page).not.toContain(shells)
    expect(inlinePayload(page)).toBe(
      [
        `2:"${app}"\n`,
        '3:I[1,["$2"],"PageBehaviours"]\n',
        `0:["$","body",null,{"children":[[["$","script","script-0",{"src":"${app}","async":true}]],["$","div",null,{"data-static":"","dangerouslySetInnerHTML":{"__html":""},"suppressHydrationWarning":true}],["$","$L3",null,{}]]}]\n`,
      ].join(''),
    )
  })

  it("keeps a script of the page's own that no client component names", () => {
    const controls = '/docs/sql-engine/run-controls.js'
    const flight = `0:["$","body",null,{"children":[["$","script",null,{"type":"module","async":true,"src":"${controls}"}],["$","div",null,{"data-static":"","children":"x"}]]}]\n`
    const page = withStaticHtml(exportedPage(html, flight))
    expect(inlinePayload(page)).toContain(controls)
  })

  it('keeps a script a client component left in the payload needs', () => {
    const shells = '/docs/_next/static/chunks/shells.js'
    const flight = [
      `4:"${shells}"\n`,
      '5:I[7,["$4"],"Shell"]\n',
      `0:["$","body",null,{"children":[["$","script","script-0",{"src":"${shells}","async":true}],["$","div",null,{"data-static":"","children":"x"}],["$","$L5",null,{}]]}]\n`,
    ].join('')
    const page = withStaticHtml(
      exportedPage(`<script src="${shells}" async=""></script>${html}`, flight),
    )
    expect(page).toContain(`<script src="${shells}" async=""></script>`)
    expect(inlinePayload(page)).toContain('"script-0"')
  })

  it('leaves a page without static elements as it is', () => {
    const page = exportedPage('<main>m</main>', '0:["$","main",null,{"children":"m"}]\n')
    expect(withStaticHtml(page)).toBe(page)
  })
})
