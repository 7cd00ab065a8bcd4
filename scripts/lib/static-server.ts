// A static server over public/ for the browser benchmarks: extensionless paths and folders map to
// their .html / index.html, as the production servers do; nothing outside public/ is served.
import fs from "node:fs"
import http from "node:http"
import path from "node:path"

export const publicDir = path.resolve("public")

const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
}

export function servePublic(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent((req.url ?? "/").split("?")[0])
    let file = path.join(publicDir, url)
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html")
    if (!fs.existsSync(file)) file = `${file}.html`
    if (!file.startsWith(publicDir) || !fs.existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" })
    fs.createReadStream(file).pipe(res)
  })
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)))
}
