import React from "react"
import Admonition from "../Admonition"
import CodeBlock from "../CodeBlock"
import Heading from "../Heading"
import Link from "../Link"

/** How Markdown elements render in docs and posts, and the components MDX may use untagged. */
const MDXComponents = {
  h2: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading as="h2" {...props} />,
  h3: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading as="h3" {...props} />,
  h4: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading as="h4" {...props} />,
  h5: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading as="h5" {...props} />,
  h6: (props: React.HTMLAttributes<HTMLHeadingElement>) => <Heading as="h6" {...props} />,
  pre: CodeBlock,
  a: ({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <Link to={href} showExternalIcon={/^https?:/.test(href)} {...rest}>
      {children}
    </Link>
  ),
  table: (props: React.TableHTMLAttributes<HTMLTableElement>) => (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  ),
  Admonition,
}

export default MDXComponents
