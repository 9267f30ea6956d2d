// The part of autocannon's API the server benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Stop after this many requests. */
    amount?: number;
    duration?: number;
    /** Requests a second across all connections. */
    overallRate?: number;
    headers?: Record<string, string>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
