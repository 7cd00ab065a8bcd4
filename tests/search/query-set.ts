// Queries readers type, with the page each must find in its first five results, per language.
// Used by the ranking test (tests/e2e/search-quality.spec.ts) and by `npm run bench:search`.
export interface SearchExpectation {
  language: "zh-CN" | "en" | "ja"
  query: string
  /** Site path of the page that must be among the first five distinct pages. */
  expected: string
}

export const querySet: SearchExpectation[] = [
  { language: "ja", query: "スキーマ", expected: "/ja/docs/core-modules/schema/tidas-schema-intro" },
  { language: "ja", query: "すきーま", expected: "/ja/docs/core-modules/schema/tidas-schema-intro" },
  { language: "ja", query: "検証", expected: "/ja/docs/core-modules/schema/tidas-schema-validation" },
  { language: "ja", query: "ブロックチェーン", expected: "/ja/docs/integration/tidas-blockchain" },
  { language: "ja", query: "単位グループ", expected: "/ja/docs/core-modules/schema/schema-content/json-schema-unitgroup" },
  { language: "ja", query: "プロセス", expected: "/ja/docs/core-modules/schema/schema-content/json-schema-processes" },
  { language: "ja", query: "コマンドライン", expected: "/ja/docs/tool/tidas-tool-intro" },
  { language: "ja", query: "プライバシー", expected: "/ja/docs/integration/tidas-privacy-computing" },
  { language: "ja", query: "用語集", expected: "/ja/docs/faq/glossary" },
  { language: "ja", query: "権限", expected: "/ja/docs/integration/tidas-permission-control" },
  { language: "ja", query: "連絡先", expected: "/ja/docs/core-modules/schema/schema-content/json-schema-contact" },
  { language: "zh-CN", query: "数据格式", expected: "/docs/intro" },
  { language: "zh-CN", query: "单位组", expected: "/docs/core-modules/schema/schema-content/json-schema-unitgroup" },
  { language: "zh-CN", query: "区块链", expected: "/docs/integration/tidas-blockchain" },
  { language: "zh-CN", query: "校验", expected: "/docs/core-modules/schema/tidas-schema-validation" },
  { language: "zh-CN", query: "隐私计算", expected: "/docs/integration/tidas-privacy-computing" },
  { language: "zh-CN", query: "权限", expected: "/docs/integration/tidas-permission-control" },
  { language: "zh-CN", query: "命令行", expected: "/docs/tool/tidas-tool-intro" },
  { language: "zh-CN", query: "流属性", expected: "/docs/core-modules/schema/schema-content/json-schema-flowproperty" },
  { language: "zh-CN", query: "术语", expected: "/docs/faq/glossary" },
  { language: "zh-CN", query: "蚂蚁链", expected: "/docs/use_case/tidas-to-antchain" },
  { language: "en", query: "unit group", expected: "/en/docs/core-modules/schema/schema-content/json-schema-unitgroup" },
  { language: "en", query: "validation", expected: "/en/docs/core-modules/schema/tidas-schema-validation" },
  { language: "en", query: "blockchain", expected: "/en/docs/integration/tidas-blockchain" },
  { language: "en", query: "meanAmount", expected: "/en/docs/core-modules/schema/schema-content/json-schema-processes" },
  { language: "en", query: "UUID", expected: "/en/docs/core-modules/schema/schema-content/json-schema-datatype" },
  { language: "en", query: "privacy computing", expected: "/en/docs/integration/tidas-privacy-computing" },
  { language: "en", query: "command line", expected: "/en/docs/tool/tidas-tool-intro" },
  { language: "en", query: "flow property", expected: "/en/docs/core-modules/schema/schema-content/json-schema-flowproperty" },
  { language: "en", query: "VS Code", expected: "/en/docs/faq/vscode-guide" },
  { language: "en", query: "contribute", expected: "/en/docs/faq/how-to-contribute-tidas-doc" },
  { language: "en", query: "tidas 0.2.0 release", expected: "/en/blog/tidas-cli-0-2-0" },
]
