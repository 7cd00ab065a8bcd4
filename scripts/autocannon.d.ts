// The part of autocannon's API that scripts/loadtest.ts uses (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number
    p50: number
    p90: number
    p99: number
    max: number
    total: number
  }
  interface Result {
    duration: number
    errors: number
    timeouts: number
    latency: Histogram
    requests: Histogram
    throughput: Histogram
    "1xx": number
    "2xx": number
    "3xx": number
    "4xx": number
    "5xx": number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: Array<{ method: "GET"; path: string }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
