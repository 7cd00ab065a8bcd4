import type { Loader } from "../LazyPart"
import type { SearchModalProps } from "../SearchModal"

/** The modal's code is a chunk of its own, fetched when search is first opened (or about to be). */
export const loadSearchModal: Loader<SearchModalProps> = () =>
  import(/* webpackChunkName: "search-modal" */ "../SearchModal")
