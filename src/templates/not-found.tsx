import NotFoundPage, { NotFoundHead } from "../components/NotFoundPage"

export default NotFoundPage
export const Head = NotFoundHead
