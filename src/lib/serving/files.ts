// What the committed serving files must contain, given their current text: static/_headers
// whole, deploy/nginx.conf between its generated markers.
import { renderNginxAddHeaders, renderNginxHeaderBlock, renderStaticHeaders, replaceGeneratedBlock } from "./render"

export const nginxConfigPath = "deploy/nginx.conf"
export const staticHeadersPath = "static/_headers"

export function expectedServingFiles(read: (file: string) => string): Record<string, string> {
  let nginx = read(nginxConfigPath)
  nginx = replaceGeneratedBlock(nginx, "cache map", renderNginxHeaderBlock())
  nginx = replaceGeneratedBlock(nginx, "headers", renderNginxAddHeaders())
  return { [nginxConfigPath]: nginx, [staticHeadersPath]: renderStaticHeaders() }
}
