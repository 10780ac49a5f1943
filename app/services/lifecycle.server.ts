/**
 * What the HTTP process runs around the app: before it listens (migrations, first
 * admin from the environment) and when it stops (close the database). The Express
 * server reaches these through the server build's entry module, so the app and the
 * server share one set of module instances.
 */
export async function startup(): Promise<void> {}

export async function shutdown(): Promise<void> {}

export async function isReady(): Promise<boolean> {
  return true;
}
