import { describe, expect, it } from 'vitest'
import { escapeHtml, html, jsonDataBlock, SafeHtml } from './html'

// An alias, so the formatter does not reflow the exact markup these tests compare.
const tag = html

describe('html', () => {
  it('escapes interpolated strings', () => {
    expect(tag`<p title="${'"x" & \'y\''}">${'<b>bold</b>'}</p>`.value).toBe(
      '<p title="&quot;x&quot; &amp; &#39;y&#39;">&lt;b&gt;bold&lt;/b&gt;</p>',
    )
  })

  it('keeps SafeHtml and nested templates, joins arrays and drops empty values', () => {
    const items = ['a<', 'b'].map((item) => tag`<li>${item}</li>`)
    expect(tag`<ul>${items}</ul>${null}${undefined}${false}${3}`.value).toBe(
      '<ul><li>a&lt;</li><li>b</li></ul>3',
    )
    expect(tag`${new SafeHtml('<br>')}`.value).toBe('<br>')
  })

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
  })
})

describe('jsonDataBlock', () => {
  it('writes a non-executable JSON block that cannot be closed from inside', () => {
    const block = jsonDataBlock('page-data', {
      returnTo: '/docs/</script><script>alert(1)</script>',
    }).value
    expect(block).toBe(
      '<script type="application/json" id="page-data">{"returnTo":"/docs/\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    )
    const json = /<script[^>]*>(.*)<\/script>$/.exec(block)?.[1] ?? ''
    expect(JSON.parse(json)).toEqual({ returnTo: '/docs/</script><script>alert(1)</script>' })
  })
})
