import { Agent, get } from "node:http";
import { parseArgs } from "node:util";

/**
 * A steady visitor load with exact latencies, in a process of its own: GETs `url`
 * at `rate` a second for `seconds`, on its schedule whatever the answers take (open
 * loop, so a slow server shows as latency, not as fewer requests), over keep-alive
 * connections, and prints one JSON line: sent, ok, and p50/p90/p99 in milliseconds
 * to the microsecond (autocannon rounds latencies to whole milliseconds, too coarse
 * to see a 10 % change of a 1 ms page).
 *
 *   node scripts/lib/latency-probe.ts --url http://127.0.0.1:3000/groom --rate 200 --seconds 8
 */
const { values } = parseArgs({
  options: { url: { type: "string" }, rate: { type: "string" }, seconds: { type: "string" } },
});
const url = values.url!;
const rate = Number(values.rate ?? 200);
const seconds = Number(values.seconds ?? 8);
const agent = new Agent({ keepAlive: true, maxSockets: 32 });
const latencies: number[] = [];
let sent = 0;
let failed = 0;

function once(): Promise<void> {
  sent++;
  const started = process.hrtime.bigint();
  return new Promise((done) => {
    const request = get(url, { agent, headers: { "accept-encoding": "gzip, br" } }, (response) => {
      response.resume();
      response.on("end", () => {
        if (response.statusCode === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        else failed++;
        done();
      });
    });
    request.on("error", () => {
      failed++;
      done();
    });
  });
}

const pending: Array<Promise<void>> = [];
const start = performance.now();
await new Promise<void>((finish) => {
  const tick = () => {
    const elapsed = performance.now() - start;
    if (elapsed >= seconds * 1000) return finish();
    // Catch up to the schedule (timers drift under load), then wait for the next slot.
    while (sent < (elapsed / 1000) * rate) pending.push(once());
    setTimeout(tick, Math.max(1, 1000 / rate / 2));
  };
  tick();
});
await Promise.all(pending);
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
console.log(JSON.stringify({ sent, ok: latencies.length, failed, p50: at(0.5), p90: at(0.9), p99: at(0.99) }));
