import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { absoluteUrl } from '../../lib/address/address'
import type { SearchResult } from '../../lib/search/rank-results'
import { siteConfig } from '../../site.config'
import { sectionSitePath, type DocsCorpus } from './docs-corpus'

/** No answer is longer than this many characters; a longer page is cut and says where it goes on. */
export const MAX_ANSWER_CHARS = 60_000
const MAX_HITS = 10

export type DocsSearch = (query: string) => Promise<SearchResult[]>

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] })
const failure = (message: string) => ({ ...text(message), isError: true })

/** Markdown cut at a heading or paragraph before the limit, with a pointer to the rest. */
export function bounded(markdown: string, url: string): string {
  if (markdown.length <= MAX_ANSWER_CHARS) return markdown
  const head = markdown.slice(0, MAX_ANSWER_CHARS)
  const cut = Math.max(head.lastIndexOf('\n#'), head.lastIndexOf('\n\n'))
  return `${head.slice(0, cut > 0 ? cut : MAX_ANSWER_CHARS)}\n\n[Cut at ${MAX_ANSWER_CHARS} characters: read the rest at ${url}]\n`
}

const stripMarks = (excerpt: string) =>
  excerpt
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/** The docs as MCP tools: search, read a guide, read a reference section, list an area. Read-only. */
export function createDocsMcpServer(corpus: DocsCorpus, search: DocsSearch): McpServer {
  const server = new McpServer({ name: `${siteConfig.cliName}-docs`, version: '1.0.0' })
  const readOnly = { readOnlyHint: true, openWorldHint: false }
  const areaIds = corpus.areas.map((area) => area.id)
  const libraries = corpus.libraries()

  server.registerTool(
    'search_docs',
    {
      title: `Search the ${siteConfig.name} docs`,
      description: `Searches the ${siteConfig.name} guides and reference with the site's own index and ranking. Returns up to ${MAX_HITS} hits, each with its title, URL and an excerpt.`,
      inputSchema: {
        query: z.string().trim().min(2).max(200).describe('What to look for, in a few words'),
        area: z.enum(areaIds).optional().describe('Only guides of this area'),
        library: z.enum(libraries).optional().describe('Only this reference library'),
      },
      annotations: readOnly,
    },
    async ({ query, area, library }) => {
      const prefix = area ? `/guides/${area}` : library ? `/reference/${library}` : ''
      const hits = (await search(query))
        .filter((hit) => hit.url.startsWith(prefix))
        .slice(0, MAX_HITS)
        .map((hit) => ({
          title: hit.heading ? `${hit.title}: ${hit.heading}` : hit.title,
          url: absoluteUrl(hit.url),
          markdown: absoluteUrl(`${hit.url.split('#')[0] ?? hit.url}.md`),
          excerpt: stripMarks(hit.excerpt),
          kind: hit.kind,
        }))
      return text(JSON.stringify({ query, hits }, null, 2))
    },
  )

  server.registerTool(
    'get_page',
    {
      title: 'Read a guide',
      description:
        'Returns one guide page as Markdown, by its path (`/guides/auth/passwords`, `auth/passwords`) or URL.',
      inputSchema: { path: z.string().trim().min(1).max(300).describe('The guide’s path or URL') },
      annotations: readOnly,
    },
    ({ path }) => {
      const page = corpus.guide(path)
      if (!page) return failure(`No guide at ${path}. Use list_pages or search_docs to find one.`)
      return text(bounded(corpus.markdown(page.path), page.url))
    },
  )

  server.registerTool(
    'get_reference',
    {
      title: 'Read a reference section',
      description:
        'Returns one section of a reference as Markdown: a client library function (by section id such as `auth-signinwithpassword` or by name such as `signInWithPassword`), a CLI command or an API operation.',
      inputSchema: {
        library: z
          .enum(libraries)
          .describe('The reference: a client library, `cli`, `api` or a self-hosted server'),
        version: z
          .string()
          .regex(/^v\d+$/)
          .optional()
          .describe('An older version such as `v1`; the latest when left out'),
        section: z.string().trim().min(1).max(120).describe('Section id or function name'),
      },
      annotations: readOnly,
    },
    ({ library, version, section }) => {
      const doc = corpus.reference(library, version ?? null)
      if (!doc) return failure(`The ${library} reference has no version ${version}.`)
      const found = corpus.section(doc, section)
      if (!found)
        return failure(
          `No section ${section} in the ${doc.libraryLabel} ${doc.versionLabel} reference. Try search_docs with library "${library}".`,
        )
      const sitePath = sectionSitePath(doc, found)
      return text(bounded(corpus.markdown(sitePath), absoluteUrl(sitePath)))
    },
  )

  server.registerTool(
    'list_pages',
    {
      title: 'List an area’s guides',
      description:
        'Lists the guide pages of one area in menu order, each with its title, path and description.',
      inputSchema: { area: z.enum(areaIds).describe('The area') },
      annotations: readOnly,
    },
    ({ area }) => {
      const found = corpus.areas.find((candidate) => candidate.id === area)
      const pages = (found?.pages ?? []).map(({ title, path, description }) => ({
        title,
        path,
        description,
      }))
      return text(bounded(JSON.stringify({ area, pages }, null, 2), absoluteUrl(`/guides/${area}`)))
    },
  )

  return server
}
