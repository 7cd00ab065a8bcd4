import DocsRoot, { DocsRootHead } from "../components/DocsRoot"

export default DocsRoot
export const Head = DocsRootHead
