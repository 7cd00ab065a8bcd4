import DocCategoryPage, { DocCategoryHead } from "../components/DocCategoryPage"

export default DocCategoryPage
export const Head = DocCategoryHead
