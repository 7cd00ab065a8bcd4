// Queries readers type, with the page each must find in its first five results, per language.
// Used by the ranking test (tests/e2e/search-quality.spec.ts) and by `npm run bench:search`.
export interface SearchExpectation {
  language: "zh-CN" | "en" | "ja"
  query: string
  /** Site path of the page that must be among the first five distinct pages. */
  expected: string
  /**
   * How the reader typed it: the page's own words (the default), traditional Chinese characters,
   * an English word with one typo, or an English term on the Chinese or Japanese site.
   */
  kind?: QueryKind
}

export type QueryKind = "words" | "traditional" | "typo" | "english"
export const queryKinds: QueryKind[] = ["words", "traditional", "typo", "english"]

export const querySet: SearchExpectation[] = [
  { language: "ja", query: "スキーマ", expected: "/ja/docs/core-modules/schema/tidas-schema-intro" },
  { language: "ja", query: "すきーま", expected: "/ja/docs/core-modules/schema/tidas-schema-intro" },
  { language: "ja", query: "検証", expected: "/ja/docs/core-modules/schema/tidas-schema-validation" },
  { language: "ja", query: "ブロックチェーン", expected: "/ja/docs/integration/tidas-blockchain" },
  {
    language: "ja",
    query: "単位グループ",
    expected: "/ja/docs/core-modules/schema/schema-content/json-schema-unitgroup",
  },
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
  {
    language: "en",
    query: "unit group",
    expected: "/en/docs/core-modules/schema/schema-content/json-schema-unitgroup",
  },
  { language: "en", query: "validation", expected: "/en/docs/core-modules/schema/tidas-schema-validation" },
  { language: "en", query: "blockchain", expected: "/en/docs/integration/tidas-blockchain" },
  {
    language: "en",
    query: "meanAmount",
    expected: "/en/docs/core-modules/schema/schema-content/json-schema-processes",
  },
  { language: "en", query: "UUID", expected: "/en/docs/core-modules/schema/schema-content/json-schema-datatype" },
  { language: "en", query: "privacy computing", expected: "/en/docs/integration/tidas-privacy-computing" },
  { language: "en", query: "command line", expected: "/en/docs/tool/tidas-tool-intro" },
  {
    language: "en",
    query: "flow property",
    expected: "/en/docs/core-modules/schema/schema-content/json-schema-flowproperty",
  },
  { language: "en", query: "VS Code", expected: "/en/docs/faq/vscode-guide" },
  { language: "en", query: "contribute", expected: "/en/docs/faq/how-to-contribute-tidas-doc" },
  { language: "en", query: "tidas 0.2.0 release", expected: "/en/blog/tidas-cli-0-2-0" },
  // Traditional characters (and Taiwan wording: 資料 for 数据, 命令列 for 命令行) on the Chinese site.
  { language: "zh-CN", kind: "traditional", query: "資料格式", expected: "/docs/intro" },
  {
    language: "zh-CN",
    kind: "traditional",
    query: "單位組",
    expected: "/docs/core-modules/schema/schema-content/json-schema-unitgroup",
  },
  { language: "zh-CN", kind: "traditional", query: "區塊鏈", expected: "/docs/integration/tidas-blockchain" },
  { language: "zh-CN", kind: "traditional", query: "隱私計算", expected: "/docs/integration/tidas-privacy-computing" },
  { language: "zh-CN", kind: "traditional", query: "權限", expected: "/docs/integration/tidas-permission-control" },
  { language: "zh-CN", kind: "traditional", query: "命令列", expected: "/docs/tool/tidas-tool-intro" },
  { language: "zh-CN", kind: "traditional", query: "術語", expected: "/docs/faq/glossary" },
  { language: "zh-CN", kind: "traditional", query: "螞蟻鏈", expected: "/docs/use_case/tidas-to-antchain" },
  {
    language: "zh-CN",
    kind: "traditional",
    query: "流屬性",
    expected: "/docs/core-modules/schema/schema-content/json-schema-flowproperty",
  },
  // One typo (a letter left out, added or changed) in a word of the page's title or a heading.
  {
    language: "en",
    kind: "typo",
    query: "valdation",
    expected: "/en/docs/core-modules/schema/tidas-schema-validation",
  },
  { language: "en", kind: "typo", query: "blokchain", expected: "/en/docs/integration/tidas-blockchain" },
  { language: "en", kind: "typo", query: "privcy computing", expected: "/en/docs/integration/tidas-privacy-computing" },
  { language: "en", kind: "typo", query: "comand line", expected: "/en/docs/tool/tidas-tool-intro" },
  { language: "en", kind: "typo", query: "glosary", expected: "/en/docs/faq/glossary" },
  {
    language: "en",
    kind: "typo",
    query: "permision control",
    expected: "/en/docs/integration/tidas-permission-control",
  },
  {
    language: "en",
    kind: "typo",
    query: "unit grop",
    expected: "/en/docs/core-modules/schema/schema-content/json-schema-unitgroup",
  },
  { language: "en", kind: "typo", query: "contribte", expected: "/en/docs/faq/how-to-contribute-tidas-doc" },
  {
    language: "en",
    kind: "typo",
    query: "flow propety",
    expected: "/en/docs/core-modules/schema/schema-content/json-schema-flowproperty",
  },
  { language: "en", kind: "typo", query: "blockchian notarization", expected: "/en/docs/integration/tidas-blockchain" },
  // English terms on the Chinese and Japanese sites, whose pages name them in their own language.
  {
    language: "zh-CN",
    kind: "english",
    query: "validation",
    expected: "/docs/core-modules/schema/tidas-schema-validation",
  },
  { language: "zh-CN", kind: "english", query: "blockchain", expected: "/docs/integration/tidas-blockchain" },
  {
    language: "zh-CN",
    kind: "english",
    query: "permission control",
    expected: "/docs/integration/tidas-permission-control",
  },
  {
    language: "zh-CN",
    kind: "english",
    query: "privacy computing",
    expected: "/docs/integration/tidas-privacy-computing",
  },
  { language: "zh-CN", kind: "english", query: "glossary", expected: "/docs/faq/glossary" },
  {
    language: "zh-CN",
    kind: "english",
    query: "UUID",
    expected: "/docs/core-modules/schema/schema-content/json-schema-datatype",
  },
  {
    language: "ja",
    kind: "english",
    query: "validation",
    expected: "/ja/docs/core-modules/schema/tidas-schema-validation",
  },
  { language: "ja", kind: "english", query: "blockchain", expected: "/ja/docs/integration/tidas-blockchain" },
  {
    language: "ja",
    kind: "english",
    query: "permission control",
    expected: "/ja/docs/integration/tidas-permission-control",
  },
  {
    language: "ja",
    kind: "english",
    query: "privacy computing",
    expected: "/ja/docs/integration/tidas-privacy-computing",
  },
  { language: "ja", kind: "english", query: "glossary", expected: "/ja/docs/faq/glossary" },
  {
    language: "ja",
    kind: "english",
    query: "UUID",
    expected: "/ja/docs/core-modules/schema/schema-content/json-schema-datatype",
  },
  {
    language: "ja",
    kind: "typo",
    query: "valdation",
    expected: "/ja/docs/core-modules/schema/tidas-schema-validation",
  },
  { language: "zh-CN", kind: "typo", query: "blokchain", expected: "/docs/integration/tidas-blockchain" },
]
