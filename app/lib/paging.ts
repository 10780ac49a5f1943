/**
 * Paging of the staff message list. Pages outside 1..last are ignored (docs/behaviour.md#staff-messages): an
 * out-of-range or malformed `?page=` falls back to a page that exists.
 */
export const ADMIN_PAGE_SIZE = 10;

export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pageCount));
}

export function parsePageSize(value: string | null | undefined, fallback: number, max: number): number {
  if (!value || !/^\d{1,4}$/.test(value)) return fallback;
  return Math.min(Math.max(1, Number(value)), max);
}

/** The numbered buttons to show: all of them when few, else a window around the current page. */
export function pageNumbers(current: number, pageCount: number, width = 5): number[] {
  if (pageCount <= width) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.min(Math.max(1, current - Math.floor(width / 2)), pageCount - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}
