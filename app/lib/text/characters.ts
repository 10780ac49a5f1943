/**
 * What typed text may hold. Every form (contact, booking, product, collection, photo
 * alt texts) and every place that shows a name it did not check (an uploaded file's
 * name) asks here, so the rule is the same everywhere: control characters (NUL,
 * escape sequences, ...) are never legitimate in a line; a multi-line text may keep
 * its line breaks and tabs.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, but tab, line feed and carriage return may stay
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_RUNS = /[\u0000-\u001f\u007f]+/g;

export function hasControlCharacter(value: string, { multiLine = false } = {}): boolean {
  return (multiLine ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(value);
}

/** The text with each run of control characters replaced (dropped by default). */
export function withoutControlCharacters(value: string, replacement = ""): string {
  return value.replace(CONTROL_RUNS, replacement);
}

/** Counts characters as people do (an emoji is one), not UTF-16 units. */
export function charCount(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

// Direction overrides and isolates (RLO U+202E and kin): invisible, they make a name read backwards.
const DIRECTION_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function hasDirectionControl(value: string): boolean {
  return DIRECTION_CONTROL.test(value);
}
