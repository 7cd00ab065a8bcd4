// MDX components with behaviour of their own, which a page's text can only have when it is
// hydrated. Any other text is kept as the server's HTML on first load (components/StaticHtml).
export const liveMdxComponents = ["DatasetValidator"] as const

/** Whether an MDX body uses one of them. */
export function usesLiveComponent(body: string): boolean {
  return liveMdxComponents.some((name) => new RegExp(`<${name}[\\s/>]`).test(body))
}
