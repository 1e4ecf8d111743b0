// The subset of autocannon 8's API the bench uses (the package ships no types; adding
// @types/autocannon would touch the root lockfile, which this workspace does not own).
declare module "autocannon" {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  export interface Options {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    verifyBody?: (body: string) => boolean;
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
    on(event: "error", listener: (err: Error) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
