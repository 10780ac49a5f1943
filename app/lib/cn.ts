/** Joins class names, skipping falsy ones. Tailwind classes are written to not conflict. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
