const LINKS_IN_NEW_TAB = '<base target="_blank">';

/**
 * The e-mail's HTML for the sandboxed preview frame, its links opening in a new tab: followed inside
 * the frame, a link would blank it. The base goes after any doctype and <html>/<head>, where the parser takes it.
 */
export function previewDocument(html: string): string {
  const opening = /^\s*(?:<!doctype[^>]*>)?\s*(?:<html[^>]*>)?\s*(?:<head[^>]*>)?/i.exec(html)?.[0] ?? '';
  return `${opening}${LINKS_IN_NEW_TAB}${html.slice(opening.length)}`;
}
