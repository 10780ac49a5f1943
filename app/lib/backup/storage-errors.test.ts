import { describe, expect, it } from "vitest";
import { storageProblem } from "./storage-errors.ts";

describe("storage errors", () => {
  it("knows SQLite's full, read-only and I/O errors, extended codes included", () => {
    expect(storageProblem({ code: "ERR_SQLITE_ERROR", errcode: 13, errstr: "database or disk is full" })).toBe("full");
    expect(storageProblem({ code: "ERR_SQLITE_ERROR", errcode: 8 })).toBe("read-only");
    expect(storageProblem({ code: "ERR_SQLITE_ERROR", errcode: 8 | (3 << 8) })).toBe("read-only");
    expect(storageProblem({ code: "ERR_SQLITE_ERROR", errcode: 10 | (3 << 8) })).toBe("io");
  });

  it("knows PostgreSQL's disk full and read-only transactions, and the file system's errors", () => {
    expect(storageProblem({ code: "53100" })).toBe("full");
    expect(storageProblem({ code: "25006" })).toBe("read-only");
    expect(storageProblem(Object.assign(new Error("no space"), { code: "ENOSPC" }))).toBe("full");
    expect(storageProblem(Object.assign(new Error("ro"), { code: "EROFS" }))).toBe("read-only");
  });

  it("looks through a wrapping error's cause", () => {
    expect(storageProblem(new Error("wrapped", { cause: { errcode: 13 } }))).toBe("full");
  });

  it("leaves every other error alone: a constraint, a syntax error, a busy database, a bug", () => {
    expect(storageProblem({ code: "ERR_SQLITE_ERROR", errcode: 19 })).toBeUndefined();
    expect(storageProblem({ code: "ERR_SQLITE_ERROR", errcode: 5 })).toBeUndefined();
    expect(storageProblem({ code: "23505" })).toBeUndefined();
    expect(storageProblem(new TypeError("x is undefined"))).toBeUndefined();
    expect(storageProblem(undefined)).toBeUndefined();
  });
});
