/**
 * Runs as the document is parsed, before the app loads: lands on the section the address names,
 * so a long reference opens at the right place at once.
 */
export const landOnSectionScript = `(function(){var i=location.pathname.split('/').pop(),e=i&&document.getElementById(i);if(e&&e.tagName==='H2')e.scrollIntoView()})()`
