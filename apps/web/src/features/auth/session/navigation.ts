/** Paths of this app go through the router; anything else (SSO logout, another site) is a full page load. */
export function isAppPath(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function appPathOf(url: string): string {
  if (url.startsWith('/')) return url;
  const target = new URL(url, window.location.href);
  return `${target.pathname}${target.search}${target.hash}`;
}

export function leaveApp(url: string): void {
  window.location.assign(url);
}
