/** Unit and component tests (Jest + Testing Library). Browser tests live in tests/e2e (Playwright). */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src", "<rootDir>/gatsby", "<rootDir>/tests/unit"],
  testMatch: ["**/__tests__/**/*.test.ts?(x)", "<rootDir>/tests/unit/**/*.test.ts?(x)"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "^gatsby$": "<rootDir>/tests/unit/__mocks__/gatsby.tsx",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|github-slugger)/)"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
}
