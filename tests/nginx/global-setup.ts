// Playwright global setup for playwright.config.ts and playwright.nginx.config.ts: one nginx for the whole run.
import { startNginx } from "./server"
import { nginxPort } from "./port"

export default async function globalSetup() {
  const server = await startNginx({ port: nginxPort })
  return async () => server.stop()
}
