import type { Loader } from "../LazyPart"
import type { ClassTreeProps } from "../ClassTree"

// The tree's code (loading, filtering, copying, the rest of its strings) is a chunk of its own,
// fetched when the reader first opens, filters or copies: the schema page loads none of it.
export const loadClassTree: Loader<ClassTreeProps> = () => import(/* webpackChunkName: "class-tree" */ "../ClassTree")
