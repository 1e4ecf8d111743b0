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

  /** Per-connection state of a request sequence, reset each time the sequence starts over. */
  export type Context = Record<string, unknown>;

  /** One request of a sequence each connection sends in turn, over and over. */
  export interface RequestSpec {
    method?: "GET" | "POST";
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send; returns the request to send (a falsy value restarts the sequence). */
    setupRequest?: (request: RequestSpec, context: Context) => RequestSpec;
    /** Called with each answer, before the connection sends its next request. */
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string | string[]>) => void;
  }

  export interface Options {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    verifyBody?: (body: string) => boolean;
  }

  /** The connection a response came on; its current request is the one answered. */
  export interface Client {
    requestIterator: { currentRequest: RequestSpec };
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
    on(event: "error", listener: (err: Error) => void): this;
    /** Each answer, with its latency in ms. */
    on(
      event: "response",
      listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
