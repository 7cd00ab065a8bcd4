import SearchPage, { SearchHead } from "../components/SearchPage"

export default SearchPage
export const Head = SearchHead
