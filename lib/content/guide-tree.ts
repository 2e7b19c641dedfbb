import fs from 'node:fs'
import path from 'node:path'
import { guidePath } from '../address/address'
import { ContentError } from '../validation'
import { parseFrontmatter, type Frontmatter } from './frontmatter'
import { readMeta, sectionTitle } from './meta'

export interface Crumb {
  title: string
  path?: string
}

export interface GuidePage {
  /** URL segments below /guides: `['auth', 'passwords']`; an area landing page is `['auth']`. */
  slug: string[]
  /** Site path: `/guides/auth/passwords`. */
  path: string
  /** Path below content/guides, with extension: `auth/passwords.mdx`. */
  file: string
  frontmatter: Frontmatter
  /** The top-level folder the page belongs to; null for a page directly in content/guides. */
  area: string | null
  /** Area and groups above the page, outermost first. */
  trail: Crumb[]
}

export type NavItem =
  | { kind: 'page'; title: string; path: string }
  | { kind: 'section'; title: string }
  | { kind: 'group'; title: string; path?: string; items: NavItem[] }

export interface GuideArea {
  id: string
  title: string
  path: string
  description: string
  items: NavItem[]
  /** Pages in menu order, for previous/next links. */
  pages: GuidePage[]
}

export interface GuideTree {
  areas: GuideArea[]
  /** Pages directly in content/guides that belong to no area, like /guides/migrate. */
  standalone: GuidePage[]
  pages: GuidePage[]
}

const PAGE_FILE = /^(.+)\.(mdx|md)$/

interface FolderEntries {
  files: Map<string, string>
  folders: Set<string>
}

function listFolder(absolute: string, display: string): FolderEntries {
  const files = new Map<string, string>()
  const folders = new Set<string>()
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      folders.add(entry.name)
      continue
    }
    const name = PAGE_FILE.exec(entry.name)?.[1]
    if (!name) continue
    if (files.has(name)) {
      throw new ContentError(`${display}/${entry.name}`, `both ${name}.md and ${name}.mdx exist`)
    }
    files.set(name, entry.name)
  }
  return { files, folders }
}

/** Every page and sub-folder beside a meta.json must be in its `pages`. */
function requireListed(metaPath: string, entries: FolderEntries, listed: ReadonlySet<string>) {
  for (const name of [...entries.files.keys(), ...entries.folders]) {
    if (!listed.has(name)) throw new ContentError(metaPath, `does not list "${name}": add it to "pages"`)
  }
}

interface FolderResult {
  title: string
  items: NavItem[]
  pages: GuidePage[]
  index?: GuidePage
}

function readPage(root: string, file: string, slug: string[], area: string | null, trail: Crumb[]) {
  const display = path.join('content/guides', file)
  const frontmatter = parseFrontmatter(fs.readFileSync(path.join(root, file), 'utf8'), display)
  return { slug, path: guidePath(slug), file, frontmatter, area, trail } satisfies GuidePage
}

const menuTitle = (page: GuidePage) => page.frontmatter.sidebarTitle ?? page.frontmatter.title

function readFolder(root: string, segments: string[], area: string, trail: Crumb[]): FolderResult {
  const relative = segments.join('/')
  const display = path.join('content/guides', relative)
  const absolute = path.join(root, relative)
  const meta = readMeta(path.join(absolute, 'meta.json'), `${display}/meta.json`)
  const entries = listFolder(absolute, display)
  const { files, folders } = entries
  const indexFile = files.get('index')
  const index = indexFile
    ? readPage(root, path.join(relative, indexFile), segments, area, trail)
    : undefined
  const here: Crumb = { title: meta.title, path: index?.path }
  const items: NavItem[] = []
  const pages: GuidePage[] = []
  const listed = new Set<string>()

  for (const entry of meta.pages) {
    const section = sectionTitle(entry)
    if (section) {
      items.push({ kind: 'section', title: section })
      continue
    }
    if (listed.has(entry)) throw new ContentError(`${display}/meta.json`, `lists "${entry}" twice`)
    listed.add(entry)
    const fileName = files.get(entry)
    if (entry === 'index' && index) {
      items.push({ kind: 'page', title: menuTitle(index), path: index.path })
      pages.push(index)
    } else if (fileName) {
      const page = readPage(root, path.join(relative, fileName), [...segments, entry], area, [...trail, here])
      items.push({ kind: 'page', title: menuTitle(page), path: page.path })
      pages.push(page)
    } else if (folders.has(entry)) {
      const group = readFolder(root, [...segments, entry], area, [...trail, here])
      items.push({ kind: 'group', title: group.title, path: group.index?.path, items: group.items })
      pages.push(...group.pages)
    } else {
      throw new ContentError(
        `${display}/meta.json`,
        `lists "${entry}", but there is no ${entry}.mdx, ${entry}.md or folder ${entry}/ beside it`,
      )
    }
  }

  requireListed(`${display}/meta.json`, entries, listed)
  return { title: meta.title, items, pages, index }
}

/** Reads content/guides into areas, menus and pages, failing on any inconsistency. */
export function readGuideTree(root: string): GuideTree {
  const meta = readMeta(path.join(root, 'meta.json'), 'content/guides/meta.json')
  const entries = listFolder(root, 'content/guides')
  const { files, folders } = entries
  const areas: GuideArea[] = []
  const standalone: GuidePage[] = []

  for (const entry of meta.pages) {
    const fileName = files.get(entry)
    if (folders.has(entry)) {
      const folder = readFolder(root, [entry], entry, [])
      if (!folder.index) {
        throw new ContentError(`content/guides/${entry}`, 'an area needs a landing page, index.mdx')
      }
      areas.push({
        id: entry,
        title: folder.title,
        path: folder.index.path,
        description: folder.index.frontmatter.description,
        items: folder.items,
        pages: folder.pages,
      })
    } else if (fileName) {
      standalone.push(readPage(root, fileName, [entry], null, []))
    } else {
      throw new ContentError('content/guides/meta.json', `lists "${entry}", which does not exist`)
    }
  }
  requireListed('content/guides/meta.json', entries, new Set(meta.pages))
  return { areas, standalone, pages: [...areas.flatMap((area) => area.pages), ...standalone] }
}
