// ESLint for the site, the build code, the scripts and the tests. Formatting is Prettier's job
// (eslint-config-prettier turns off the rules that would argue with it).
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      ".tmp/",
      "test-results/",
      "playwright-report/",
      "scripts/bench-tools/",
      "static/",
      "content/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // React Compiler checks; the site does not use the compiler. A statically rendered page must
      // hydrate to the server's HTML, so state only the browser knows (storage, media queries, the
      // address) is set in an effect after hydration.
      "react-hooks/set-state-in-effect": "off",
      // React Compiler check; the site keeps the latest props in a ref for stable listeners and reads
      // the rows already on screen during render to size the explorer's next frame.
      "react-hooks/refs": "off",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // CommonJS configuration read by Jest.
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/__tests__/**", "tests/**", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Playwright fixtures hand their value over with a function named `use`, which is not React's.
    files: ["tests/e2e*/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  prettier,
)
