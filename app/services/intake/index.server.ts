/**
 * The intake domain's door: what other domains, routes and the server may use.
 * The one intake path for what a visitor sends: honeypot, form token, limits, idempotency and spam holding.
 */
export { receive } from "./intake.server.ts";
export type { Earlier } from "./intake.server.ts";
