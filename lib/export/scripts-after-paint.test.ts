import { describe, expect, it } from 'vitest'
import { withScriptsAfterFirstPaint } from './scripts-after-paint'

const prefix = '/docs/_next/static/'
const chunk = (name: string) => `${prefix}chunks/${name}.js`

const page = [
  '<!DOCTYPE html><html><head>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('late')}"/>`,
  `<script src="${chunk('a')}" async=""></script><script src="${chunk('b')}" async=""></script>`,
  `<script src="${chunk('legacy')}" noModule=""></script>`,
  '</head><body><main>text</main>',
  '<script>self.__next_f.push([1,"0:{}\\n"])</script>',
  `<script src="${chunk('late')}" async=""></script>`,
  '</body></html>',
].join('')

describe('withScriptsAfterFirstPaint', () => {
  it('takes the app scripts out of the page and loads them, in order, from one script at its end', () => {
    const rewritten = withScriptsAfterFirstPaint(page, prefix)
    expect(rewritten).not.toMatch(/<script src="[^"]+" async/)
    expect(rewritten).not.toContain('rel="preload"')
    // Old browsers' polyfills and the payload stay where they were.
    expect(rewritten).toContain(`<script src="${chunk('legacy')}" noModule=""></script>`)
    expect(rewritten).toContain('<main>text</main><script>self.__next_f.push(')
    const loader = /<script>([^<]*)<\/script><\/body><\/html>$/.exec(rewritten)?.[1] ?? ''
    expect(loader).toContain(JSON.stringify([chunk('late'), chunk('a'), chunk('b')]))
    expect(loader).toContain('first-contentful-paint')
    expect(loader).not.toContain('__name')
  })

  it('leaves a page without app scripts as it is', () => {
    const plain =
      '<html><head></head><body><script src="/elsewhere.js" async=""></script></body></html>'
    expect(withScriptsAfterFirstPaint(plain, prefix)).toBe(plain)
  })
})
