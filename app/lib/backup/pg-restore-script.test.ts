import { describe, expect, it } from "vitest";
import { asideSchemaName, CopyRowCounter, listWithoutSchema, verifyAndCommit } from "./pg-restore-script.ts";

describe("a PostgreSQL snapshot's restore script", () => {
  it("leaves out the schema's own entries of a --schema dump, and nothing else", () => {
    const list = [
      "; Selected TOC Entries:",
      "5; 2615 2200 SCHEMA - public pg_database_owner",
      "3401; 0 0 COMMENT - SCHEMA public pg_database_owner",
      "216; 1259 16473 TABLE public t site_test",
      "3394; 0 16473 TABLE DATA public t site_test",
    ].join("\n");
    expect(listWithoutSchema(list).split("\n")).toEqual([
      "; Selected TOC Entries:",
      ";5; 2615 2200 SCHEMA - public pg_database_owner",
      ";3401; 0 0 COMMENT - SCHEMA public pg_database_owner",
      "216; 1259 16473 TABLE public t site_test",
      "3394; 0 16473 TABLE DATA public t site_test",
    ]);
  });

  it("counts each COPY block's rows across chunk boundaries, however long a row", () => {
    const script = [
      "CREATE TABLE public.t (id integer);",
      "COPY public.t (id, x) FROM stdin;",
      "1\ta",
      `2\t${"\\\\x".padEnd(300_000, "ab")}`,
      "3\tline\\nbreak",
      "\\.",
      "COPY public.empty (id) FROM stdin;",
      "\\.",
      "SELECT 1;",
      "",
    ].join("\n");
    for (const size of [1, 7, 4096, script.length]) {
      const counter = new CopyRowCounter();
      const bytes = Buffer.from(script);
      for (let at = 0; at < bytes.length; at += size) counter.feed(bytes.subarray(at, at + size));
      expect(Object.fromEntries(counter.rows), `chunks of ${size}`).toEqual({ "public.t": 3, "public.empty": 0 });
      expect(counter.complete).toBe(true);
    }
  });

  it("knows a script cut off inside a COPY block", () => {
    const counter = new CopyRowCounter();
    counter.feed(Buffer.from("COPY public.t (id) FROM stdin;\n1\n2\n"));
    expect(counter.complete).toBe(false);
  });

  it("checks every table's count and the migrations before COMMIT", () => {
    const sql = verifyAndCommit("public", new Map([["public.t", 3]]), ["2024-06-01-002-b", "2024-06-01-001-a"]);
    expect(sql).toContain("IF (SELECT count(*) FROM public.t) <> 3 THEN");
    expect(sql).toContain(`FROM "public".kysely_migration`);
    expect(sql).toContain("ARRAY['2024-06-01-001-a', '2024-06-01-002-b']::text[]");
    expect(sql.trim().endsWith("COMMIT;")).toBe(true);
  });

  it("names the set-aside schema after the live one and the moment, within PostgreSQL's 63 characters", () => {
    const name = asideSchemaName("public", new Date("2026-11-27T01:30:05.123Z"));
    expect(name).toBe("public_before_restore_20261127013005123");
    expect(asideSchemaName("x".repeat(63), new Date()).length).toBeLessThanOrEqual(63);
  });
});
