import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "./log.server.ts";

describe("log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON line with level, time and event first: info to stdout, problems to stderr", () => {
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    log.info("listening", { url: "http://127.0.0.1:3000" });
    log.warn("not_found", { path: "/nope" });
    log.error("db_ping_failed", { error: "timeout" });

    expect(out).toHaveBeenCalledTimes(1);
    expect(err).toHaveBeenCalledTimes(2);
    const line = String(out.mock.calls[0]![0]);
    expect(line.endsWith("\n")).toBe(true);
    expect(line.split("\n")).toHaveLength(2);
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(Object.keys(entry)).toEqual(["level", "time", "event", "url"]);
    expect(entry).toMatchObject({ level: "info", event: "listening", url: "http://127.0.0.1:3000" });
    expect(Date.now() - Date.parse(String(entry.time))).toBeLessThan(5_000);
    // Fields follow the event, so a reader can grep `"event":"listening","url":`.
    expect(line).toContain('"event":"listening","url":"http://127.0.0.1:3000"');
    expect(JSON.parse(String(err.mock.calls[0]![0]))).toMatchObject({ level: "warn", event: "not_found" });
    expect(JSON.parse(String(err.mock.calls[1]![0]))).toMatchObject({ level: "error", error: "timeout" });
  });
});
