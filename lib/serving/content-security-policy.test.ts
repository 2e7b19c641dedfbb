import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy'

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each inline script once and skips external scripts and JSON data', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/json">{}</script>' +
      '<script async="">b()</script><script>a()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')])
  })
})

describe('contentSecurityPolicy', () => {
  it('allows the page its own inline scripts and nothing from elsewhere', () => {
    const policy = contentSecurityPolicy('<script>a()</script>')
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src'))
    expect(scriptSrc).toBe(`script-src 'self' ${sha('a()')}`)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
  })

  it('lets the browser call a remote platform API when one is configured', () => {
    expect(contentSecurityPolicy('', ['https://api.plinth.example'])).toContain(
      "connect-src 'self' https://api.plinth.example",
    )
  })
})
