/**
 * CSV as RFC 4180 says it (every field quoted, quotes doubled, CRLF between rows),
 * with a UTF-8 byte-order mark in front so Excel reads Kannada and Hindi text as
 * UTF-8 instead of the system code page.
 */
export const CSV_BOM = "\uFEFF";

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, so a visitor
 * could write `=HYPERLINK(...)` into their message and have it act on the staff
 * computer that opens the export. Such a cell gets a leading apostrophe: shown as
 * text, nothing runs (the OWASP "CSV injection" advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${neutraliseFormula(text).replace(/"/g, '""')}"`;
}

export function csvRow(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
