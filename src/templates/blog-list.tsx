import BlogListPage, { BlogListHead } from "../components/BlogListPage"

export default BlogListPage
export const Head = BlogListHead
