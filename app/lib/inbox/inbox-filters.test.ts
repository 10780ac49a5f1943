import { describe, expect, it } from "vitest";
import {
  dateRangeInstants,
  inboxFilterParams,
  parseInboxFilter,
  searchTerms,
  ignoredTerms,
  viewStatuses,
  withQuery,
} from "./inbox-filters.ts";

const parse = (query: string) => parseInboxFilter(new URLSearchParams(query));

describe("inbox filters in the URL", () => {
  it("defaults to the inbox: everything not archived", () => {
    expect(parse("")).toEqual({ view: "inbox", q: "" });
    expect(viewStatuses("inbox")).toEqual(["new", "open", "replied"]);
    expect(viewStatuses("waiting")).toEqual(["new", "open"]);
    expect(viewStatuses("archived")).toEqual(["archived"]);
  });

  it("keeps Spam out of every view but its own", () => {
    for (const view of ["inbox", "new", "waiting", "open", "replied", "archived", "all"] as const) {
      expect(viewStatuses(view)).not.toContain("spam");
    }
    expect(viewStatuses("spam")).toEqual(["spam"]);
    expect(parse("status=spam").view).toBe("spam");
  });

  it("reads every filter and writes the same query back", () => {
    const filter = parse("status=replied&category=shirts&from=2026-11-01&to=2026-11-30&q=linen%20shirt");
    expect(filter).toEqual({
      view: "replied",
      category: "shirts",
      from: "2026-11-01",
      to: "2026-11-30",
      q: "linen shirt",
    });
    expect(inboxFilterParams(filter, 3).toString()).toBe(
      "status=replied&category=shirts&from=2026-11-01&to=2026-11-30&q=linen+shirt&page=3",
    );
    expect(withQuery("/admin/contact-messages", inboxFilterParams(parse("")))).toBe("/admin/contact-messages");
  });

  it("ignores what it does not know and bounds the search", () => {
    expect(parse("status=deleted&category=<script>&from=2026-02-30&to=yesterday")).toEqual({ view: "inbox", q: "" });
    expect(parse("category=none").category).toBe("none");
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(100);
    expect(parse("q=%20%20ravi%20%20%0Akumar%20").q).toBe("ravi kumar");
  });

  it("swaps a backwards date range", () => {
    expect(parse("from=2026-11-30&to=2026-11-01")).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
  });

  it("turns store dates into instants: the whole of both days, Indian time", () => {
    expect(dateRangeInstants(parse("from=2026-11-01&to=2026-11-30"), "Asia/Kolkata")).toEqual({
      fromIso: "2026-10-31T18:30:00.000Z",
      toIso: "2026-11-30T18:30:00.000Z",
    });
    expect(dateRangeInstants(parse(""), "Asia/Kolkata")).toEqual({});
  });

  it("splits a search into distinct lower-case words", () => {
    expect(searchTerms("Ravi  ravi Kumar 98450")).toEqual(["ravi", "kumar", "98450"]);
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms("abc bcd cde def efg fgh ghi hij ijk")).toHaveLength(8);
    // Words under 3 characters cannot use the index: left out, and the page names them.
    expect(searchTerms("ok ravi k")).toEqual(["ravi"]);
    expect(ignoredTerms("ok ravi k")).toEqual(["ok", "k"]);
    expect(searchTerms("ok")).toEqual([]);
    expect(ignoredTerms("")).toEqual([]);
  });
});
