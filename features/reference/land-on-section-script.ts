import { sectionIdInPathname } from '../../lib/address/address'

/**
 * Runs as the document is parsed, before the app loads: lands on the section the address names,
 * so a long reference opens at the right place at once.
 */
export const landOnSectionScript = `(function(){var e=document.getElementById((${sectionIdInPathname.toString()})(location.pathname));if(e&&e.tagName==='H2')e.scrollIntoView()})()`
