import { adminLoginUnderFlood } from "./tests/support/security-attacks.ts";
import { startServer } from "./tests/support/server.ts";
const server = await startServer({ buildDir: process.argv[2] });
for (let i = 0; i < 2; i++) {
  const m = server.outputMark();
  const r = await adminLoginUnderFlood(server.url, 100);
  console.log(`flood ${i}: admin HTTP ${r.adminStatus} in ${r.adminMs} ms`);
  console.log(
    server
      .outputSince(m)
      .split("\n")
      .filter((l) => l.startsWith("LAP"))
      .join(" | "),
  );
}
await server.stop();
server.cleanup();
