import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { platformConstants } from '../../lib/platform/constants'
import { ComputeSizes } from './compute-sizes'

describe('<ComputeSizes>', () => {
  it('renders every size with its memory from the constants, smallest first', () => {
    const html = renderToStaticMarkup(<ComputeSizes />)
    expect(html).toContain('<th>Add-on</th><th>Memory</th></tr>')
    expect(html).toContain(`<td>Micro</td><td>${platformConstants['compute.microMemory']}</td>`)
    expect(html).toContain(`<td>4XL</td><td>${platformConstants['compute.xxxxlMemory']}</td>`)
    expect(html.indexOf('Micro')).toBeLessThan(html.indexOf('Large'))
    expect(html).not.toContain('HNSW')
  })

  it('adds the column a page names', () => {
    const html = renderToStaticMarkup(<ComputeSizes column="hnsw-index" />)
    expect(html).toContain('<th>Comfortable for an HNSW index of about</th>')
    expect(html).toContain('<td>one million 384-dimension vectors</td>')
  })

  it('throws naming an unknown column', () => {
    expect(() => renderToStaticMarkup(<ComputeSizes column="cpu" />)).toThrow(
      '<ComputeSizes column="cpu"> names no column',
    )
  })
})
