import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, csvRow, neutraliseFormula } from "./csv.ts";

/** A small RFC 4180 reader, to prove what we write reads back to the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    expect(text[i]).toBe('"');
    let value = "";
    i++;
    for (;;) {
      const ch = text[i];
      if (ch === '"' && text[i + 1] === '"') {
        value += '"';
        i += 2;
      } else if (ch === '"') {
        i++;
        break;
      } else {
        value += ch;
        i++;
      }
    }
    row.push(value);
    if (text[i] === ",") i++;
    else {
      expect(text.slice(i, i + 2)).toBe("\r\n");
      i += 2;
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

describe("CSV", () => {
  it("quotes every field, doubles quotes and ends rows with CRLF", () => {
    expect(csvRow(["a", 'say "hi"', "x,y", 3, null])).toBe('"a","say ""hi""","x,y","3",""\r\n');
  });

  it("keeps line breaks and Indian scripts inside a field, and reads back to the same cells", () => {
    const cells = ["ರವಿ ಕುಮಾರ್", "नमस्ते,\r\nक्या आपके पास\nलिनन शर्ट है?", 'He said "ok"'];
    expect(parseCsv(csvRow(cells) + csvRow(["2"]))).toEqual([cells, ["2"]]);
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(neutraliseFormula(`${start}HYPERLINK("http://evil.example")`)).toBe(
        `'${start}HYPERLINK("http://evil.example")`,
      );
    }
    expect(csvField("=1+1")).toBe(`"'=1+1"`);
    expect(csvField("+91 98450 12345")).toBe(`"'+91 98450 12345"`);
    expect(csvField("Plain text = fine")).toBe('"Plain text = fine"');
    expect(csvField(" =1")).toBe('" =1"');
  });

  it("starts with a UTF-8 byte-order mark", () => {
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
