// Text for XML written by hand (sitemap, OpenSearch) and for the feeds' fields.

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!,
  )
}

/* eslint-disable no-control-regex -- control characters are what this removes */
const forbiddenInXml =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
/* eslint-enable no-control-regex */

/**
 * Text without the characters XML 1.0 forbids (C0 controls other than tab and newlines, lone
 * surrogates, U+FFFE/U+FFFF): one of them in a title would make the whole feed unreadable.
 */
export function xmlText(value: string): string {
  return value.replace(forbiddenInXml, "")
}
