/** The framed page's address with the access token as a query parameter (a frame cannot send headers). */
export function contractPageUrl(url: string, parameter: string, token: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${encodeURIComponent(parameter)}=${encodeURIComponent(token)}`;
}
