/**
 * The words the search page offers before anything is typed, as a shopper would type
 * them (a test checks each still finds something in the catalogue as first installed).
 */
export const popularSearches: readonly string[] = [
  "Sherwani",
  "Kurta pyjama",
  "Linen shirt",
  "Blazer",
  "Jodhpuri",
  "T-shirt",
  "Dhoti",
  "Sweater",
];
