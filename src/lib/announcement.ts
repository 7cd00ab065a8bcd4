// Announcement text may carry Markdown links ([label](/docs/intro)); they are parsed into
// parts and rendered as React elements, never as HTML, so config text cannot inject markup.

export type AnnouncementPart = { type: "text"; text: string } | { type: "link"; text: string; href: string }

export function parseAnnouncement(content: string): AnnouncementPart[] {
  const parts: AnnouncementPart[] = []
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const match of content.matchAll(pattern)) {
    const index = match.index ?? 0
    if (index > last) parts.push({ type: "text", text: content.slice(last, index) })
    const href = match[2]
    // Only site paths and http(s) links; anything else (javascript:, data:) stays plain text.
    if (/^(\/(?!\/)|https?:\/\/)/i.test(href)) parts.push({ type: "link", text: match[1], href })
    else parts.push({ type: "text", text: match[1] })
    last = index + match[0].length
  }
  if (last < content.length) parts.push({ type: "text", text: content.slice(last) })
  return parts
}
