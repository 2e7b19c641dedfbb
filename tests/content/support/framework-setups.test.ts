import { describe, expect, it } from 'vitest'
import type { CodeBlock } from '../../../lib/content/code-blocks'
import { findOwnSetups } from './framework-setups'

const block = (value: string, title?: string, line = 10): CodeBlock => ({
  lang: 'ts',
  meta: title ? `title="${title}"` : null,
  value,
  line,
})

describe('findOwnSetups', () => {
  it('finds a client created with a framework’s signs, naming the framework and line', () => {
    const server = block(
      "import { cookies } from 'next/headers'\nimport { createServerClient } from '@plinth/ssr'\ncreateServerClient(a, b, c)",
      'lib/plinth/server.ts',
      41,
    )
    expect(findOwnSetups([server])).toEqual([
      { framework: 'nextjs', line: 41, title: 'lib/plinth/server.ts' },
    ])
  })

  it('prefers the signs in the code over the file name', () => {
    const hook = block(
      "import type { Cookies } from '@sveltejs/kit'\nimport { createServerClient } from '@plinth/ssr'",
      'src/lib/plinth/server.ts',
    )
    expect(findOwnSetups([hook]).map((setup) => setup.framework)).toEqual(['sveltekit'])
  })

  it('finds a setup by its file name when the code carries no sign', () => {
    const proxy = block("import { createServerClient } from '@plinth/ssr'", 'middleware.ts')
    const plugin = block("import { createClient } from '@plinth/plinth-js'", 'plugins/plinth.ts')
    expect(findOwnSetups([proxy, plugin]).map((setup) => setup.framework)).toEqual([
      'nextjs',
      'nuxt',
    ])
  })

  it('leaves code that uses the shared helpers, generic snippets and included blocks alone', () => {
    const usage = block(
      "import { NextResponse } from 'next/server'\nimport { createClient } from '@/utils/plinth/server'",
      'app/auth/callback/route.ts',
    )
    const generic = block("import { createBrowserClient } from '@plinth/ssr'\ncreateBrowserClient('<PROJECT_URL>', '<ANON_KEY>')")
    const included = {
      ...block("import { createServerClient } from '@plinth/ssr'", 'proxy.ts'),
      includedFrom: 'content/includes/framework-setup/nextjs.mdx',
    }
    expect(findOwnSetups([usage, generic, included])).toEqual([])
  })
})
