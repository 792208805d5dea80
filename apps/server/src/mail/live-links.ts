/** A web address in an e-mail's text or HTML (it ends where a space, quote or angle bracket does). */
const LINK = /https?:\/\/[^\s"'<>]+/g;
/** A one-time token in a link: a path or query part of 32+ URL-safe characters (lib/tokens.ts makes 43). */
const TOKEN = /[\w-]{32,}/;

/**
 * The body with each link that carries a token cut to its site's address: what the outbox keeps once an e-mail is sent,
 * so a backup (or anyone reading the outbox) holds no working activation, reset, magic or login link (issue 37 item 6).
 */
export function withoutLiveLinks(body: string): string {
  return body.replace(LINK, (link) => {
    if (!TOKEN.test(link)) return link;
    try {
      return `${new URL(link.replaceAll('&amp;', '&')).origin}/`;
    } catch {
      return '';
    }
  });
}
