/**
 * The store's map position from a map link staff paste (what "Share" in a maps app
 * gives, or the address bar on a computer): "…/@13.0079,77.5128,17z",
 * "…?q=13.0079,77.5128", "…/place/13.0079,77.5128", "geo:13.0079,77.5128". Short
 * links (maps.app.goo.gl) carry no position until opened, so they are not read.
 */
export function positionFromMapLink(text: string): { lat: number; lng: number } | undefined {
  const value = text.trim();
  const patterns = [
    /@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/,
    /[?&](?:q|query|ll|destination)=(-?\d{1,2}(?:\.\d+)?)(?:,|%2C)\s*(-?\d{1,3}(?:\.\d+)?)/i,
    /\/place\/(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)/,
    /^geo:(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/,
    /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(value);
    if (!match) continue;
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat: round(lat), lng: round(lng) };
  }
  return undefined;
}

/** Seven decimals: about a centimetre, more than any phone's GPS gives. */
export function round(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}
