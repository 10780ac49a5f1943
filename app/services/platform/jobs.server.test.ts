import { afterEach, describe, expect, it, vi } from "vitest";
import { startJob } from "./jobs.server.ts";

describe("the job runner", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs first after firstMs, then everyMs after each run, or sooner when a run asks", async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const delays = [undefined, 1_000, undefined];
    const job = startJob(
      async () => {
        runs.push(Date.now());
        return delays[runs.length - 1];
      },
      { firstMs: 60_000, everyMs: 86_400_000, failed: () => {} },
    );
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(86_400_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.map((at) => at - start)).toEqual([60_000, 86_460_000, 86_461_000]);
    await job.stop();
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    expect(runs).toHaveLength(3);
  });

  it("reports a failed run and still runs the next; stop waits for a run in progress", async () => {
    vi.useFakeTimers();
    const failures: unknown[] = [];
    let release: () => void = () => {};
    let calls = 0;
    const job = startJob(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("database away");
        await new Promise<void>((resolve) => (release = resolve));
      },
      { firstMs: 0, everyMs: 1_000, failed: (error) => failures.push(error) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(failures).toEqual([new Error("database away")]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
  });
});
