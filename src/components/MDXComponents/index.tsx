import React, { useContext } from "react"
import Admonition from "../Admonition"
import CodeBlock from "../CodeBlock"
import DatasetValidator from "../DatasetValidator"
import Heading from "../Heading"
import Link from "../Link"
import { DocsBaseContext } from "./DocsBaseContext"

/** Links in docs are written '/docs/...'; in a versioned page they lead into the same version. */
function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const docsBase = useContext(DocsBaseContext)
  const to = docsBase !== "/docs" && /^\/docs(\/|$|#)/.test(href) ? `${docsBase}${href.slice("/docs".length)}` : href
  return (
    <Link to={to} showExternalIcon={/^https?:/.test(href)} {...rest}>
      {children}
    </Link>
  )
}

/** How Markdown elements render in docs and posts, and the components MDX may use untagged. */
const MDXComponents = {
  h2: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading as="h2" {...props} />,
  h3: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading as="h3" {...props} />,
  h4: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading as="h4" {...props} />,
  h5: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading as="h5" {...props} />,
  h6: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading as="h6" {...props} />,
  pre: CodeBlock,
  a: MdxLink,
  // Wide tables scroll sideways on small screens; tabIndex lets keyboard users scroll them.
  table: (props: React.TableHTMLAttributes<HTMLTableElement>) => (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above (axe scrollable-region-focusable)
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  ),
  Admonition,
  DatasetValidator,
}

export default MDXComponents
