import { describe, expect, it } from 'vitest'
import { inlinePayload } from './inline-payload'
import { joinStylesheets, pageStylesheets, withOneStylesheet } from './one-stylesheet'

const sheets = ['/docs/a.css', '/docs/b.css', '/docs/c.css']
const joined = '/docs/_next/static/css/abc.css'

const headLink = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`
const link = (href: string, key: number) =>
  `["$","link","${key}",{"rel":"stylesheet","href":"${href}","precedence":"next","crossOrigin":"$undefined"}]`

/** A page as Next.js exports it: the head's stylesheets, then the payload naming them again. */
function exportedPage(flight: string): string {
  const script = `<script>self.__next_f.push(${JSON.stringify([1, flight])})</script>`
  return `<!DOCTYPE html><html><head>${sheets.map(headLink).join('')}<script src="/docs/x.js" async=""></script></head><body><p>text</p>${script}</body></html>`
}

const flight = [
  '1:"$Sreact.fragment"\n',
  ...sheets.map((href) => `:HL["${href}","style"]\n`),
  `0:{"r":["$","$1","c",{"children":[[${sheets.map(link).join(',')},["$","script","script-0",{"src":"/docs/x.js"}]],"$L2"]}],"G":["$3",["$L4","$L5","$L6"]]}\n`,
  '2:["$","p",null,{"children":"text"}]\n',
  ...sheets.map((href, index) => `${4 + index}:${link(href, index)}\n`),
].join('')

describe('withOneStylesheet', () => {
  it('links one stylesheet in the head of a page that has no payload', () => {
    const page = withOneStylesheet(
      exportedPage(flight).replace(/<script>self.*?<\/script>/, ''),
      joined,
    )
    expect(pageStylesheets(page)).toEqual([joined])
    expect(page).toContain('<p>text</p></body>')
  })
  it('links one stylesheet in the head and in the payload, and drops the rows of the others', () => {
    const page = withOneStylesheet(exportedPage(flight), joined)
    expect(pageStylesheets(page)).toEqual([joined])
    expect(page).toContain('<script src="/docs/x.js" async=""></script></head>')
    expect(inlinePayload(page)).toBe(
      [
        '1:"$Sreact.fragment"\n',
        `:HL["${joined}","style"]\n`,
        `0:{"r":["$","$1","c",{"children":[[${link(joined, 0)},["$","script","script-0",{"src":"/docs/x.js"}]],"$L2"]}],"G":["$3",["$L4"]]}\n`,
        '2:["$","p",null,{"children":"text"}]\n',
        `4:${link(joined, 0)}\n`,
      ].join(''),
    )
  })

  it('leaves a page with one stylesheet as it is', () => {
    const single = `<html><head>${headLink('/docs/a.css')}</head><body></body></html>`
    expect(withOneStylesheet(single, joined)).toBe(single)
  })

  it('fails when the payload names a stylesheet where it cannot follow it', () => {
    const odd = flight.replace('2:["$","p",null,{"children":"text"}]', '2:["/docs/b.css"]')
    expect(() => withOneStylesheet(exportedPage(odd), joined)).toThrow(
      'payload row 2 still names /docs/a.css, /docs/b.css, /docs/c.css',
    )
  })
})

describe('joinStylesheets', () => {
  it('keeps the stylesheets in their order, so the cascade is the same', () => {
    expect(
      joinStylesheets([
        { href: 'a', css: '.x{color:red}\n' },
        { href: 'b', css: '.x{color:blue}' },
      ]),
    ).toBe('.x{color:red}\n.x{color:blue}\n')
  })

  it('refuses a stylesheet that must open its file', () => {
    expect(() =>
      joinStylesheets([
        { href: 'a', css: '.x{}' },
        { href: '/docs/b.css', css: '@import url(c.css);' },
      ]),
    ).toThrow('/docs/b.css has an @import or @charset and cannot be joined')
  })
})
