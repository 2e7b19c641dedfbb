import { describe, expect, it } from 'vitest'
import { withBasePath } from '../address/address'
import { spliceReferenceSections } from './splice-reference-sections'

const src = withBasePath('/reference-sections/javascript.html')
const page = `<main><h1>JS</h1><div id="reference-body" class="reference-body" data-sections-src="${src}"></div><script>x()</script></main>`

describe('spliceReferenceSections', () => {
  it('fills the empty body with the fragment the page names', () => {
    const spliced = spliceReferenceSections(page, (sitePath) =>
      sitePath === '/reference-sections/javascript.html' ? '<section>$& select</section>' : null,
    )
    expect(spliced).toBe(
      `<main><h1>JS</h1><div id="reference-body" class="reference-body" data-sections-src="${src}"><section>$& select</section></div><script>x()</script></main>`,
    )
  })

  it('finds the container whatever the order of its attributes', () => {
    const reordered = `<main><div data-sections-src="${src}" class="reference-body" id="reference-body"></div></main>`
    expect(spliceReferenceSections(reordered, () => '<section>select</section>')).toBe(
      `<main><div data-sections-src="${src}" class="reference-body" id="reference-body"><section>select</section></div></main>`,
    )
  })

  it('fails on a container that already holds sections', () => {
    const filled = spliceReferenceSections(page, () => '<section>select</section>')
    expect(() => spliceReferenceSections(filled, () => '<section>select</section>')).toThrow(
      'not empty',
    )
  })

  it('leaves other pages alone', () => {
    expect(spliceReferenceSections('<main>guide</main>', () => null)).toBe('<main>guide</main>')
  })

  it('fails naming the fragment when it is missing', () => {
    expect(() => spliceReferenceSections(page, () => null)).toThrow(src)
  })
})
