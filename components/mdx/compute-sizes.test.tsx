import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { platformConstants } from '../../lib/platform/constants'
import { ComputeSizes } from './compute-sizes'

describe('<ComputeSizes>', () => {
  it('renders every size with its CPU, memory and connections from the constants, smallest first', () => {
    const html = renderToStaticMarkup(<ComputeSizes />)
    expect(html).toContain(
      '<th>Add-on</th><th>CPU</th><th>Memory</th><th>Direct connections</th><th>Pooler connections</th></tr>',
    )
    expect(html).toContain(
      `<td>Micro</td><td>${platformConstants['compute.microCpu']}</td><td>${platformConstants['compute.microMemory']}</td><td>${platformConstants['compute.microDirectConnections']}</td><td>${platformConstants['compute.microPoolerConnections']}</td>`,
    )
    expect(html).toContain(
      `<td>4XL</td><td>${platformConstants['compute.xxxxlCpu']}</td><td>${platformConstants['compute.xxxxlMemory']}</td><td>${platformConstants['compute.xxxxlDirectConnections']}</td><td>${platformConstants['compute.xxxxlPoolerConnections']}</td>`,
    )
    expect(html.match(/<tr>/g)).toHaveLength(8)
    expect(html.indexOf('Micro')).toBeLessThan(html.indexOf('Large'))
    expect(html).not.toContain('HNSW')
  })

  it('adds the column a page names', () => {
    const html = renderToStaticMarkup(<ComputeSizes column="hnsw-index" />)
    expect(html).toContain(
      '<th>Pooler connections</th><th>Comfortable for an HNSW index of about</th>',
    )
    expect(html).toContain('<td>one million 384-dimension vectors</td>')
  })

  it('throws naming an unknown column', () => {
    expect(() => renderToStaticMarkup(<ComputeSizes column="cpu" />)).toThrow(
      '<ComputeSizes column="cpu"> names no column',
    )
  })
})
