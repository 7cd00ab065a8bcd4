import BlogTagsPage, { BlogTagsHead } from "../components/BlogTagsPage"

export default BlogTagsPage
export const Head = BlogTagsHead
