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
