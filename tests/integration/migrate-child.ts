// Run by storage.test.ts as a separate process: one "instance" migrating at start.
import { openDatabase } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";

const target = JSON.parse(process.argv[2] as string);
const database = openDatabase(target);
const applied = await migrateToLatest(database);
await database.db.destroy();
process.stdout.write(JSON.stringify(applied));
