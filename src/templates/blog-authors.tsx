import BlogAuthorsPage, { BlogAuthorsHead } from "../components/BlogAuthorsPage"

export default BlogAuthorsPage
export const Head = BlogAuthorsHead
