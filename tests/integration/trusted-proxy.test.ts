import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILURE_LIMIT } from "../../app/services/accounts/login-throttle.server.ts";
import { CONTACT_RATE_LIMIT } from "../../app/services/platform/rate-limit.server.ts";
import { spoofedForwardedFor } from "../support/security-proxy.ts";
import { startServer, type RunningServer } from "../support/server.ts";

/**
 * TRUST_PROXY over real HTTP against the built server: `true` (every
 * X-Forwarded-For hop trusted, so a client names its own address) stops the server
 * at start; with the safe values a client's forged chain in front of the proxy's
 * entry changes nothing, and the login and message limits hold its real address.
 */
describe("TRUST_PROXY", () => {
  it("true stops the server at start, naming the safe values", async () => {
    let failure = "";
    try {
      const server = await startServer({ env: { TRUST_PROXY: "true" } });
      await server.stop();
      server.cleanup();
    } catch (error) {
      failure = (error as Error).message;
    }
    expect(failure).toMatch(/TRUST_PROXY/);
    expect(failure).toMatch(/loopback/);
    expect(failure).toMatch(/hop count/);
    // A message, not a crash.
    expect(failure).not.toMatch(/\n\s+at /);
  });

  describe.each(["loopback", "1"])("TRUST_PROXY=%s", (trustProxy) => {
    let server: RunningServer;

    beforeAll(async () => {
      server = await startServer({ env: { TRUST_PROXY: trustProxy } });
    }, 90_000);

    afterAll(async () => {
      await server?.stop();
      server?.cleanup();
    });

    it("a forged X-Forwarded-For chain does not change the address the limits see", async () => {
      const result = await spoofedForwardedFor(server.url, 30);
      expect(result.logins.checked, JSON.stringify(result.logins.byStatus)).toBe(LOGIN_FAILURE_LIMIT);
      expect(result.logins.byStatus["429"]).toBe(30 - LOGIN_FAILURE_LIMIT);
      expect(result.messages.stored, JSON.stringify(result.messages.byStatus)).toBe(CONTACT_RATE_LIMIT.limit);
      expect(result.messages.byStatus["429"]).toBe(30 - CONTACT_RATE_LIMIT.limit);
      expect(result.bystander).toBe(201);
    });
  });
});
