/**
 * What gatsby-plugin-react-i18next's browser code takes from react-i18next: its page wrapper
 * renders `I18nextProvider` and its `useI18next` calls `useTranslation`. The plugin is CommonJS
 * and `require`s the package as a whole, which would make webpack keep all of react-i18next
 * (`Trans`, `withTranslation`, `useSSR`, an HTML parser…) in every page's first load; the build
 * points the plugin's `require` here instead (gatsby/onCreateWebpackConfig.ts), so only these
 * two of react-i18next's own ES modules ship.
 */
export { I18nextProvider, useTranslation } from "react-i18next"
