import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { platformConstants } from '../../lib/platform/constants'
import { PlanRetention } from './plan-retention'

describe('<PlanRetention>', () => {
  it('compares daily backups and point-in-time recovery per plan, Free first', () => {
    const html = renderToStaticMarkup(<PlanRetention of="backups" />)
    expect(html).toContain(
      '<th>Plan</th><th>Each daily backup kept for</th><th>Point-in-time recovery add-on</th>',
    )
    expect(html).toContain(
      `<td>Free</td><td>${platformConstants['backups.dailyRetentionFree']}</td><td>Not available</td>`,
    )
    expect(html).toContain(
      `<td>Paid plans</td><td>${platformConstants['backups.dailyRetentionPaid']}</td><td>History of ${platformConstants['backups.pitrRetentionShortest']}, ${platformConstants['backups.pitrRetentionMiddle']} or ${platformConstants['backups.pitrRetentionLongest']}</td>`,
    )
    expect(html).not.toContain('Logs kept for')
  })

  it('compares log retention per plan', () => {
    const html = renderToStaticMarkup(<PlanRetention of="logs" />)
    expect(html).toContain('<th>Plan</th><th>Logs kept for</th>')
    expect(html).toContain(
      `<td>Free</td><td>${platformConstants['monitoring.logRetentionFree']}</td>`,
    )
    expect(html).toContain(
      `<td>Paid plans</td><td>${platformConstants['monitoring.logRetentionPaid']}</td>`,
    )
    expect(html).not.toContain('daily backup')
  })

  it('throws naming an unknown table', () => {
    expect(() => renderToStaticMarkup(<PlanRetention of="pitr" />)).toThrow(
      '<PlanRetention of="pitr"> names no table; use one of backups, logs.',
    )
  })
})
