/** Index arithmetic shared by every carousel and gallery: always wraps at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** "n of total" as carousels announce a slide (1-based). */
export function slideLabel(index: number, count: number): string {
  return `${wrapIndex(index, count) + 1} of ${count}`;
}
