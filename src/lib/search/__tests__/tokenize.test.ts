import { indexTerms, normalize, queryCjkRuns, queryTerms } from "../tokenize"

describe("tokenize", () => {
  it("folds katakana to hiragana and full-width to ASCII", () => {
    expect(normalize("スキーマ")).toBe(normalize("すきーま"))
    expect(normalize("ＴＩＤＡＳ")).toBe("tidas")
  })

  it("indexes Japanese by character pairs, so words inside a sentence are found", () => {
    const terms = indexTerms("TIDAS のデータ検証ツール")
    for (const term of queryTerms("検証")) expect(terms).toContain(term)
    for (const term of queryTerms("データ")) expect(terms).toContain(term)
    for (const term of queryTerms("でーた")) expect(terms).toContain(term)
    expect(terms).toContain("tidas")
  })

  it("indexes Chinese by character pairs", () => {
    const terms = indexTerms("每个单位组都有一个参考单位")
    for (const term of queryTerms("单位组")) expect(terms).toContain(term)
    for (const term of queryTerms("参考单位")) expect(terms).toContain(term)
    expect(queryTerms("单位组")).toEqual(["单位", "位组"])
  })

  it("keeps a one-character CJK query as one term (matched as a prefix of pairs)", () => {
    expect(queryTerms("组")).toEqual(["组"])
  })

  it("splits Latin text into lowercase words, with camelCase and snake_case parts", () => {
    expect(indexTerms("meanAmount common:UUID data_set")).toEqual([
      "meanamount",
      "mean",
      "amount",
      "common",
      "uuid",
      "data",
      "set",
    ])
    expect(queryTerms("Unit  GROUP")).toEqual(["unit", "group"])
  })

  it("separates Latin words glued to CJK text", () => {
    expect(queryTerms("TIDASの")).toEqual(["tidas", "の"])
  })

  it("lists CJK runs longer than a pair, which must appear as written", () => {
    expect(queryCjkRuns("ブロックチェーン 検証")).toEqual([normalize("ブロックチェーン")])
  })
})
