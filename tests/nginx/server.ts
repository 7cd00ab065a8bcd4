// Starts Debian's nginx on 127.0.0.1 with deploy/nginx.conf pointed at a build, entirely inside
// a temporary directory (`-p prefix -c conf`, pid, logs and temp files there): no system
// configuration is read or touched except the mime.types nginx ships.
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

export const nginxBinary = process.env.NGINX_BIN || "/usr/sbin/nginx"
// Debian ships brotli's two nginx modules as separate packages: the filter compresses on the
// fly (libnginx-mod-http-brotli-filter), the static one sends the build's .br files
// (libnginx-mod-http-brotli-static). The tests load what is installed.
const brotliModules = {
  filter: "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so",
  static: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
}

export interface BrotliSupport {
  filter: boolean
  static: boolean
}

export function brotliSupport(): BrotliSupport {
  return { filter: fs.existsSync(brotliModules.filter), static: fs.existsSync(brotliModules.static) }
}
const deployRoot = "/var/www/tidas/public"

export interface NginxServer {
  url: string
  dir: string
  brotli: boolean
  brotliStatic: boolean
  stop(): Promise<void>
}

/** deploy/nginx.conf with the build's path and a loopback port; brotli lines dropped when their module is absent. */
export function siteConfig(template: string, root: string, port: number, brotli: BrotliSupport): string {
  let text = template.split(deployRoot).join(root)
  if (text === template) throw new Error(`deploy/nginx.conf no longer names ${deployRoot}`)
  text = text.replace(/^\s*listen \[::\]:80;\n/m, "").replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
  if (!text.includes(`listen 127.0.0.1:${port};`))
    throw new Error("deploy/nginx.conf has no 'listen 80;' line to replace")
  if (!brotli.static) text = text.replace(/^\s*brotli_static\s[^\n]*\n/gm, "")
  if (!brotli.filter) text = text.replace(/^\s*brotli\w*\s[^\n]*\n/gm, "")
  return text
}

export function mainConfig(dir: string, site: string, brotli: BrotliSupport): string {
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ""
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `    ${name}_temp_path ${path.join(dir, `${name}_temp`)};`)
    .join("\n")
  const modules = (["filter", "static"] as const)
    .filter((name) => brotli[name])
    .map((name) => `load_module ${brotliModules[name]};\n`)
    .join("")
  return `${modules}${user}worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 30;
    access_log off;
${temp}
    include ${site};
}
`
}

async function waitForPort(url: string, child: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      await fetch(url, { redirect: "manual" })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : ""
  throw new Error(`nginx did not start on ${url}.\n${log}`)
}

export async function startNginx({
  root = path.resolve("public"),
  port = Number(process.env.NGINX_PORT || 9302),
} = {}): Promise<NginxServer> {
  if (!fs.existsSync(nginxBinary))
    throw new Error(`nginx is not installed (${nginxBinary}); run bash scripts/ensure-nginx.sh`)
  if (!fs.existsSync(path.join(root, ".nginx/csp-map.conf")))
    throw new Error(`${root} has no .nginx/csp-map.conf: build the site first (npx gatsby build)`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tidas-nginx-"))
  const brotli = brotliSupport()
  const site = path.join(dir, "site.conf")
  fs.writeFileSync(
    site,
    siteConfig(fs.readFileSync(path.resolve("deploy/nginx.conf"), "utf8"), path.resolve(root), port, brotli),
  )
  const conf = path.join(dir, "nginx.conf")
  fs.writeFileSync(conf, mainConfig(dir, site, brotli))
  const errorLog = path.join(dir, "error.log")
  const args = ["-p", dir, "-c", conf, "-e", errorLog]
  const test = spawnSync(nginxBinary, [...args, "-t"], { encoding: "utf8" })
  if (test.status !== 0) throw new Error(`nginx rejects the generated configuration:\n${test.stderr}`)
  const child = spawn(nginxBinary, [...args, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] })
  const url = `http://127.0.0.1:${port}`
  await waitForPort(`${url}/`, child, errorLog)
  return {
    url,
    dir,
    brotli: brotli.filter,
    brotliStatic: brotli.static,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve))
        child.kill("SIGQUIT")
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
        if (child.exitCode === null) child.kill("SIGKILL")
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
