declare module "*.module.css" {
  const classes: { readonly [key: string]: string }
  export = classes
}

declare module "prismjs/components/index" {
  export default function loadLanguages(languages?: string | string[]): void
}

declare module "*.css"
