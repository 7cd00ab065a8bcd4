// webpack 5 turns this into a worker chunk of its own (with Ajv), served with the site's path
// prefix; kept alone in this file because Jest cannot parse import.meta.
export function createWorker(): Worker {
  return new Worker(/* webpackChunkName: "validator-worker" */ new URL("./worker.ts", import.meta.url))
}
