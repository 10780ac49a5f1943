/**
 * Is this a Host (or X-Forwarded-Host) value the server can build a URL from? A host
 * name, an IPv4 address or a bracketed IPv6 address, optionally with a port up to
 * 65535. Anything else ("evil example", "user@x", "x:99999", "[::1", an empty value)
 * would make every URL built from the request throw, so it is refused up front.
 */
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHost(value: string): boolean {
  const match = HOST.exec(value);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65_535) return false;
  try {
    return new URL(`http://${value}/`).host !== "";
  } catch {
    return false;
  }
}
