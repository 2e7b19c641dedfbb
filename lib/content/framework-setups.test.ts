import type { Code, Root } from 'mdast'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { readCodeBlocks } from './code-blocks'
import { expandFrameworkSetups, frameworkSetupFile, includedFrom } from './framework-setups'

const parse = (source: string) => unified().use(remarkParse).use(remarkMdx).parse(source) as Root

describe('expandFrameworkSetups', () => {
  it('replaces the element with the framework’s shared setup, inside other components too', () => {
    const tree = parse('Intro\n\n<Tabs>\n<Tab label="Next.js">\n\n<FrameworkSetup framework="nextjs" />\n\n</Tab>\n</Tabs>\n')
    expandFrameworkSetups(tree, 'page.mdx')
    const codes: Code[] = []
    const walk = (node: { type: string; children?: unknown[] }) => {
      if (node.type === 'code') codes.push(node as Code)
      for (const child of node.children ?? []) walk(child as { type: string; children?: unknown[] })
    }
    walk(tree)
    expect(codes.map((code) => code.meta)).toContain('title="proxy.ts"')
    expect(codes.every((code) => includedFrom(code) === frameworkSetupFile('nextjs'))).toBe(true)
    expect(JSON.stringify(tree)).not.toContain('FrameworkSetup')
  })

  it('fails on an unknown framework, naming the page and line', () => {
    const tree = parse('Intro\n\n<FrameworkSetup framework="cobol" />\n')
    expect(() => expandFrameworkSetups(tree, 'content/guides/x.mdx')).toThrow(
      /content\/guides\/x\.mdx:3: <FrameworkSetup framework="cobol" \/> names no setup/,
    )
  })

  it('gives the code checks the shared blocks, saying where they come from', () => {
    const blocks = readCodeBlocks('<FrameworkSetup framework="sveltekit" />\n', 'mdx', 'page.mdx')
    expect(blocks.length).toBeGreaterThan(0)
    expect(blocks.every((block) => block.includedFrom === frameworkSetupFile('sveltekit'))).toBe(
      true,
    )
  })
})
