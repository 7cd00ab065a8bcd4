/** `host[:port]` or a full `http(s)://host[:port]` URL, for proxies and local stand-ins. */
export function hostAddress(value: string): { url: string; protocol: "http" | "https" } {
  const match = /^(https?):\/\/(.+?)\/?$/.exec(value)
  return match ? { url: match[2], protocol: match[1] as "http" | "https" } : { url: value, protocol: "https" }
}
