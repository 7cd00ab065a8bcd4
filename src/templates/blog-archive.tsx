import BlogArchivePage, { BlogArchiveHead } from "../components/BlogArchivePage"

export default BlogArchivePage
export const Head = BlogArchiveHead
