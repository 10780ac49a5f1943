/**
 * Staff screens' titles: "Orders | Staff | The Men's Studio", the store's name as its
 * settings say (the staff layout's loader reads it once per page).
 */
export const STAFF_LAYOUT_ID = "routes/admin/staff-layout";

type Match = { id: string; loaderData?: unknown; data?: unknown } | undefined;

export function staffTitle(matches: ReadonlyArray<Match>, ...parts: string[]): string {
  const layout = matches.find((m) => m?.id === STAFF_LAYOUT_ID);
  const name = ((layout?.loaderData ?? layout?.data) as { storeName?: string } | undefined)?.storeName;
  return [...parts, "Staff", ...(name ? [name] : [])].join(" | ");
}
