// The build, one hook per file (see gatsby/).
export { createSchemaCustomization } from "./gatsby/createSchemaCustomization"
export { createResolvers } from "./gatsby/doc-headings"
export { onCreateNode, sourceNodes } from "./gatsby/docs-source"
export { createPages } from "./gatsby/createPages"
export { onPostBuild } from "./gatsby/onPostBuild"
export { onCreateWebpackConfig } from "./gatsby/onCreateWebpackConfig"
export { onPreBootstrap } from "./gatsby/validators"
