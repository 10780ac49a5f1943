import { withoutControlCharacters } from "../text/characters.ts";

/**
 * The name a review shows: the first name and the initial of the last ("Ravi Kumar"
 * gives "Ravi K."), prefilled from the booking and editable by the customer. Never
 * the phone or the e-mail.
 */
export function shortName(fullName: string): string {
  const words = withoutControlCharacters(fullName, " ").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0]!;
  if (words.length === 1) return first;
  const initial = [...words.at(-1)!][0]!;
  return `${first} ${initial.toLocaleUpperCase("en-IN")}.`;
}

/** What a review shows when there is no name (the customer left it empty, or was deleted). */
export const NO_NAME = "A customer";

export function shownName(displayName: string | null | undefined): string {
  return displayName?.trim() || NO_NAME;
}
