// OpenSearch description: lets a browser's address bar search the docs of one locale.
import { escapeXml } from "./xml"

export interface OpenSearchInfo {
  shortName: string
  description: string
  /** Absolute URL of the search page, without query. */
  searchUrl: string
  /** Absolute URL of this description file (its 'self' link). */
  selfUrl: string
  iconUrl: string
  language: string
}

/** Browsers show at most 16 characters of the short name; longer ones are a configuration error. */
export const maxShortNameLength = 16

export function openSearchXml(info: OpenSearchInfo): string {
  if ([...info.shortName].length > maxShortNameLength)
    throw new Error(`OpenSearch short name "${info.shortName}" is longer than ${maxShortNameLength} characters.`)
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escapeXml(info.shortName)}</ShortName>
  <Description>${escapeXml(info.description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${escapeXml(info.language)}</Language>
  <Image width="16" height="16" type="image/svg+xml">${escapeXml(info.iconUrl)}</Image>
  <Url type="text/html" method="get" template="${escapeXml(info.searchUrl)}?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(info.selfUrl)}"/>
  <moz:SearchForm>${escapeXml(info.searchUrl)}</moz:SearchForm>
</OpenSearchDescription>
`
}
