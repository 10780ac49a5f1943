/**
 * The single list of images the site needs: catalogue and site requests together,
 * checked so a typo in content fails the build instead of shipping a broken image.
 */
import type { ImageRequest } from "../app/content/art.ts";
import { isValidImageKey } from "../app/lib/media/image-ref.ts";
import { catalogueImageRequests } from "../app/content/catalogue/image-requests.ts";
import { siteImageRequests } from "../app/content/site-images.ts";
import { IMAGE_KINDS } from "../app/lib/media/images.ts";

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Every problem in a request list, as readable lines (empty when the list is good). */
export function imageRequestProblems(requests: readonly ImageRequest[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of requests) {
    if (!isValidImageKey(r.key)) problems.push(`bad key "${r.key}": use lowercase a-z, 0-9, "-" and "/" only`);
    if (seen.has(r.key)) problems.push(`duplicate key "${r.key}"`);
    seen.add(r.key);
    if (!(r.kind in IMAGE_KINDS)) problems.push(`${r.key}: unknown kind "${r.kind}"`);
    if (r.phone !== undefined && !(r.phone in IMAGE_KINDS)) problems.push(`${r.key}: unknown phone kind "${r.phone}"`);
    if (!r.art.colors.length) problems.push(`${r.key}: art.colors is empty`);
    for (const c of r.art.colors) if (!HEX.test(c)) problems.push(`${r.key}: colour "${c}" is not #rgb or #rrggbb`);
    if (!Number.isInteger(r.variant) || r.variant < 0) problems.push(`${r.key}: variant must be a whole number >= 0`);
  }
  return problems;
}

/** Throws with every problem listed, so one run shows them all. */
export function assertImageRequests(requests: readonly ImageRequest[]): readonly ImageRequest[] {
  const problems = imageRequestProblems(requests);
  if (problems.length) throw new Error(`Image requests are invalid:\n  ${problems.join("\n  ")}`);
  return requests;
}

export function allImageRequests(): readonly ImageRequest[] {
  return assertImageRequests([...catalogueImageRequests, ...siteImageRequests]);
}
