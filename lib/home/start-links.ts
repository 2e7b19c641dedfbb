import type { GuidePage } from '../content/guide-tree'

/** One kind of start link on the home page: a heading and the pages it lists. */
interface StartLinkKind {
  id: string
  title: string
  /** The pages: a folder's pages in menu order (`folder`), or listed ones (`paths`). */
  pages: { folder: string } | { paths: string[] }
  /** How a link is labelled: the short menu title, or the full title where short ones repeat. */
  label: 'sidebarTitle' | 'title'
}

/**
 * The home page's "Get started" links, by kind. The framework quickstarts carry the framework's
 * name; the sign-in quickstarts are named for what they add, so no label appears twice.
 */
export const START_LINK_KINDS: readonly StartLinkKind[] = [
  {
    id: 'first-steps',
    title: 'First steps',
    pages: {
      paths: [
        '/guides/getting-started',
        '/guides/getting-started/project-setup',
        '/guides/local-development/cli/getting-started',
      ],
    },
    label: 'title',
  },
  {
    id: 'frameworks',
    title: 'Frameworks',
    pages: { folder: '/guides/getting-started/quickstarts/' },
    label: 'sidebarTitle',
  },
  {
    id: 'auth',
    title: 'Sign-in',
    pages: { folder: '/guides/auth/quickstarts/' },
    label: 'title',
  },
  {
    id: 'ai',
    title: 'AI and vectors',
    pages: { folder: '/guides/ai/quickstarts/' },
    label: 'sidebarTitle',
  },
]

export interface StartLink {
  /** Site path, without the base path. */
  path: string
  label: string
}

export interface StartLinkGroup {
  id: string
  title: string
  links: StartLink[]
}

/** The start link groups over the guide pages (in menu order); a kind with no pages is left out. */
export function startLinkGroups(pages: readonly GuidePage[]): StartLinkGroup[] {
  return START_LINK_KINDS.map(({ id, title, pages: selection, label }) => {
    const chosen =
      'folder' in selection
        ? pages.filter((page) => page.path.startsWith(selection.folder))
        : selection.paths.flatMap((path) => pages.filter((page) => page.path === path))
    const links = chosen.map((page) => ({
      path: page.path,
      label:
        label === 'sidebarTitle'
          ? (page.frontmatter.sidebarTitle ?? page.frontmatter.title)
          : page.frontmatter.title,
    }))
    return { id, title, links }
  }).filter((group) => group.links.length > 0)
}
