/**
 * The app domain's door: what other domains, routes and the server may use.
 * The composition root: starts and stops every domain, registers their jobs and runs the daily chores. Only the server entry and routes use it; no domain does.
 */
export { isReady, shutdown, startup } from "./lifecycle.server.ts";
