/** How the settings' history lists read each recorded change. */
const WORDS: Record<string, string> = {
  seeded: "Set up with the first install",
  created: "Added",
  edited: "Changed",
  deleted: "Deleted",
  published: "Shown on the site",
  hidden: "Hidden",
  moved: "Moved",
  "photo-added": "Added a photo",
  "photo-replaced": "Replaced the photo",
  "photo-removed": "Removed a photo",
  "photo-cover": "Made another photo the cover",
  "photos-moved": "Reordered the photos",
  "on-home": "Chosen for the home page banner",
  "off-home": "Home page banner turned off",
};

export function settingsChangeWords(action: string): string {
  return WORDS[action] ?? action;
}
