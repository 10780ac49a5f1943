/** How the staff history lists read each recorded catalogue change. */
const WORDS: Record<string, string> = {
  seeded: "Added with the first catalogue",
  created: "Created",
  edited: "Edited",
  published: "Published",
  hidden: "Hidden",
  unpublished: "Made a draft",
  deleted: "Deleted",
  "photo-added": "Added a photo",
  "photo-removed": "Removed a photo",
  "photos-reordered": "Reordered the photos",
  "photo-described": "Described photos",
  moved: "Moved",
  reordered: "Reordered the items",
  "filter-added": "Added a type",
  "filters-reordered": "Moved a filter",
};

export function changeWords(action: string): string {
  return WORDS[action] ?? action;
}

/** A recorded change as the staff history lists show it: what, which fields, who and when (store time). */
export type ChangeLine = { id: number; what: string; fields: string[]; who: string; when: string };

export function changeLines(
  entries: ReadonlyArray<{ id: number; action: string; fields: string[]; who: string; at: string }>,
  formatWhen: (iso: string) => string,
): ChangeLine[] {
  return entries.map((e) => ({
    id: e.id,
    what: changeWords(e.action),
    fields: e.fields,
    who: e.who,
    when: formatWhen(e.at),
  }));
}
