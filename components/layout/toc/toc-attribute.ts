/** Marks the page's table of contents for the script that follows the reader's scrolling. */
export const TOC_ATTRIBUTE = 'data-toc'
