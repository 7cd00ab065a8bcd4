declare module "*.module.css" {
  const classes: { readonly [key: string]: string }
  export = classes
}

declare module "prismjs/components/index" {
  export default function loadLanguages(languages?: string | string[]): void
}

declare module "*.css"

/** The dataset validators the build generates from the schema bundle (gatsby/validators.ts). */
declare module "tidas-validators" {
  export const validators: Record<string, () => Promise<unknown>>
}
