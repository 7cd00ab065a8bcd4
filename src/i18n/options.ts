import type { InitOptions } from "i18next"

/**
 * i18next settings shared by gatsby-plugin-react-i18next, the Head components and the server's
 * base-URL banner. Keys are flat and carry their namespace ('docs.paginator.next' lives in
 * locales/<locale>/docs.json), so neither '.' nor ':' separates anything; the plugin makes
 * every namespace a page loaded a fallback of the others, so a key is found in whichever it is.
 */
export const i18nextOptions: InitOptions = {
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
}
