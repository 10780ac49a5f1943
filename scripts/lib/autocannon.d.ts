// autocannon ships no types; this is the part of its API the benchmark uses.
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    p999?: number;
    total?: number;
  };
  export type Result = {
    url: string;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    /** Answers per HTTP status. */
    statusCodeStats?: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Requests each connection sends in turn; `setupRequest` may change one before it goes out. */
    requests?: Array<{
      path?: string;
      setupRequest?: (request: { path: string; [key: string]: unknown }) => { path: string; [key: string]: unknown };
    }>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
