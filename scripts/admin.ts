import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { AdminError, createAdmin, resetPassword } from "../app/services/accounts/index.server.ts";
import { restrictNewFiles } from "../app/services/backup/index.server.ts";
import { ConfigError, parseConfig } from "../app/services/platform/config.server.ts";
import { isRole } from "../app/lib/accounts/roles.ts";
import { openDatabase } from "../app/services/platform/db.server.ts";
import { migrateToLatest } from "../app/services/platform/migrations/migrate.server.ts";

/**
 * Staff accounts from the shell, against the database the server uses (same
 * DATA_DIR / DATABASE_URL):
 *   npm run admin -- create <username> [--name "Full Name"] [--email a@b.c] [--role owner|staff]
 *   npm run admin -- reset-password <username>
 * The password comes from ADMIN_PASSWORD, or is asked for twice on the terminal.
 * An account made here is an owner unless `--role staff`. reset-password is the way
 * back in for an owner who lost every factor: it also clears two-step sign-in, enables
 * the account and ends its sessions; both are written to the activity log.
 */
const usage =
  'Usage: npm run admin -- create <username> [--name "Full Name"] [--email you@example.com] [--role owner|staff]\n       npm run admin -- reset-password <username>';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Reads a line without echoing it. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) stdout.write(chunk, encoding as BufferEncoding);
      callback();
    },
  });
  const rl = createInterface({ input: stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!stdin.isTTY) throw new AdminError("No terminal to ask for the password: set ADMIN_PASSWORD instead.");
  const first = await askHidden("New password (12+ characters): ");
  const second = await askHidden("Repeat the password: ");
  if (first !== second) throw new AdminError("The two passwords differ.");
  return first;
}

async function main() {
  // What this writes (the database, a snapshot, a restored copy) is the site user's alone.
  restrictNewFiles();
  const [command, username, ...rest] = process.argv.slice(2);
  if (!command || !username || !["create", "reset-password"].includes(command)) {
    console.error(usage);
    process.exit(2);
  }
  // ADMIN_PASSWORD here is the password for this command, not the server's first-admin pair.
  const config = parseConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const password = await readPassword();
    if (command === "create") {
      const role = option(rest, "--role") ?? "owner";
      if (!isRole(role)) throw new AdminError('--role must be "owner" or "staff".');
      const admin = await createAdmin(database, {
        role,
        username,
        password,
        name: option(rest, "--name"),
        email: option(rest, "--email"),
      });
      console.log(`Created ${role} "${admin.username}" (${config.database.kind}).`);
    } else {
      await resetPassword(database, username, password);
      console.log(
        `Password of "${username.trim().toLowerCase()}" changed; two-step sign-in cleared, the account enabled, its sessions ended.`,
      );
    }
  } finally {
    await database.db.destroy();
  }
}

main().catch((error) => {
  if (error instanceof AdminError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
