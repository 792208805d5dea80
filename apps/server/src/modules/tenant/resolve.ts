/** The client code a host name points at, or null for a host outside the portal's domain. */
export function clientCodeForHost(host: string, baseDomain: string, defaultClient: string): string | null {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (name === baseDomain || isIpAddress(name)) return defaultClient;
  const suffix = `.${baseDomain}`;
  if (!name.endsWith(suffix)) return null;
  const sub = name.slice(0, -suffix.length);
  // Only the label right before the base domain names the client (www.acme.example.com -> acme).
  const code = sub.split('.').pop() ?? '';
  return /^[a-z0-9-]{1,63}$/.test(code) ? code : null;
}

function isIpAddress(name: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.startsWith('[') || name === '::1';
}
