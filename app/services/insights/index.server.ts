/**
 * The insights domain's door: what other domains, routes and the server may use.
 * Visit insights: the beacon collector, daily roll-ups, the report and the known paths of the site.
 */
export { InsightsCollector } from "./collector.server.ts";
export type { BeaconRequest, BeaconStatus } from "./collector.server.ts";
export {
  countInsight,
  flushInsights,
  handleInsightsBeacon,
  insightsEnabled,
  startInsights,
  stopInsights,
} from "./insights.server.ts";
export { isKnownPage } from "./known-pages.server.ts";
export { readInsights, readInsightsSummary, todayIn } from "./report.server.ts";
