import {
  guideMenuHtml,
  HEADER_MENUS,
  headerMenuHtmlOf,
  SITE_NAV_PRODUCTS_MENU,
  siteNavProductsHtml,
} from '../../../components/layout/menu-html'
import { referenceMenuHtml } from '../../../features/reference/html/menu-html'
import { menuFragmentPath, MENUS_FRAGMENT_FOLDER } from '../../../lib/address/address'
import { getGuideTree } from '../../../lib/content/guides'
import { getReferences } from '../../../lib/reference/references'
import { loadSiteLinks } from '../../../lib/site-index/site-links'
import { siteConfig } from '../../../site.config'

export const dynamic = 'force-static'
export const dynamicParams = false

/** Every menu's fragment path and how to build its HTML. */
function menus(): Map<string, () => string> {
  const links = loadSiteLinks()
  return new Map<string, () => string>([
    ...Object.values(HEADER_MENUS).map(
      (menu) => [menuFragmentPath(`/header/${menu}`), () => headerMenuHtmlOf(links, menu)] as const,
    ),
    [
      menuFragmentPath(SITE_NAV_PRODUCTS_MENU),
      () => siteNavProductsHtml(links, siteConfig.dashboardUrl),
    ],
    ...getGuideTree().areas.map(
      (area) => [menuFragmentPath(area.path), () => guideMenuHtml(area)] as const,
    ),
    ...getReferences().map(
      (doc) => [menuFragmentPath(doc.path), () => referenceMenuHtml(doc)] as const,
    ),
  ])
}

const segmentsOf = (fragmentPath: string) => fragmentPath.split('/').slice(2)

export function generateStaticParams() {
  return [...menus().keys()].map((fragmentPath) => ({ menu: segmentsOf(fragmentPath) }))
}

/** One menu as an HTML fragment, spliced into the pages that show it or fetched by them. */
export async function GET(_request: Request, { params }: { params: Promise<{ menu: string[] }> }) {
  const { menu: segments } = await params
  const html = menus().get(`${MENUS_FRAGMENT_FOLDER}/${segments.join('/')}`)
  if (!html) return new Response('Not found', { status: 404 })
  return new Response(html(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
