/**
 * The nearest metro station and bus stop, by name (what a visitor types into a
 * journey planner or tells an auto driver), each with one time on foot. /visit's
 * directions and /contact's travel tips both say them; /contact loads only this file.
 */
export const transit = {
  metro: { name: "Yeshwanthpur Metro Station (Green Line)", walk: "about a 2-minute walk" },
  bus: { name: "Yeshwanthpur TTMC bus stop", walk: "about a 4-minute walk" },
} as const;
