import { createServer } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

/**
 * A real SMTP server for the tests (the `smtp-server` package) that keeps what it
 * receives, parsed with `mailparser`, and can misbehave on demand:
 *
 * - "accept": a normal server;
 * - "reject": answers 421/451 (service unavailable, try later), the way a server
 *   that is down or overloaded does: the sender must retry;
 * - "stall": takes the connection and never answers, so a sender is stuck mid-send
 *   (for killing the app at exactly that point);
 * - `stop()` / `start()`: nothing listening at all (connection refused), then back
 *   on the same port.
 *
 * `flaky` rejects that share of transactions at random with a transient error.
 */
export type ReceivedMail = ParsedMail & { receivedAt: number; envelopeTo: string[]; authUser?: string };
export type SmtpMode = "accept" | "reject" | "stall";

export type SmtpHarness = {
  port: number;
  url: string;
  received: ReceivedMail[];
  mode: SmtpMode;
  flaky: number;
  /** Transactions refused so far (rejected or flaky). */
  refused: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  waitFor(count: number, timeoutMs: number): Promise<ReceivedMail[]>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function transient(message: string, code = 451): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function smtpHarness(
  options: { auth?: { user: string; pass: string }; listen?: boolean } = {},
): Promise<SmtpHarness> {
  const port = await freePort();
  let server: SMTPServer | undefined;
  const credentials = options.auth ? `${options.auth.user}:${options.auth.pass}@` : "";

  const harness: SmtpHarness = {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received: [],
    mode: "accept",
    flaky: 0,
    refused: 0,
    async start() {
      if (server) return;
      server = new SMTPServer({
        // The app speaks plain SMTP to this local server (no certificate here).
        disabledCommands: options.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
        allowInsecureAuth: true,
        authOptional: !options.auth,
        closeTimeout: 200,
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === options.auth?.user && auth.password === options.auth?.pass) {
            callback(null, { user: auth.username });
          } else callback(Object.assign(new Error("Invalid credentials"), { responseCode: 535 }));
        },
        onConnect(_session, callback) {
          if (harness.mode === "stall") return; // never greets
          if (harness.mode === "reject") {
            harness.refused++;
            return callback(transient("Service not available, try again later", 421));
          }
          callback();
        },
        onMailFrom(_address, _session, callback) {
          if (harness.mode === "reject" || Math.random() < harness.flaky) {
            harness.refused++;
            return callback(transient("Temporary local problem, try again later"));
          }
          if (harness.mode === "stall") return;
          callback();
        },
        onData(stream: SMTPServerDataStream, session, callback) {
          simpleParser(stream)
            .then((mail) => {
              harness.received.push(
                Object.assign(mail, {
                  receivedAt: Date.now(),
                  envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                  authUser: session.user as string | undefined,
                }),
              );
              callback();
            })
            .catch((error: Error) => callback(error));
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(port, "127.0.0.1", () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (harness.received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`SMTP: expected ${count} mails within ${timeoutMs} ms, got ${harness.received.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return harness.received;
    },
  };
  if (options.listen !== false) await harness.start();
  return harness;
}
