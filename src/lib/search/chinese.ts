// Traditional Chinese to simplified, for queries of the local engine: OpenCC's tables
// (opencc-js), with Taiwan phrases (資料 -> 数据, 命令列 -> 命令行), since readers of the Chinese
// site may type either script. Its own chunk, fetched by the local client beside the index, so
// pages never load it. Algolia folds traditional characters itself, at indexing and query time.
import { Converter } from "opencc-js/t2cn"

export const toSimplified: (text: string) => string = Converter({ from: "twp", to: "cn" })
