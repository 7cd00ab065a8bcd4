import path from "node:path"

/** The page template src/templates/<name>.tsx, as createPage wants it (an absolute path). */
export const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)
