import React from "react"

// Gatsby's runtime is not available in Jest: a plain anchor stands in for its Link.
export const graphql = () => ""
export const navigate = jest.fn()
export const withPrefix = (path: string) => path
export const Link = React.forwardRef<
  HTMLAnchorElement,
  { to: string; activeClassName?: string; partiallyActive?: boolean } & React.AnchorHTMLAttributes<HTMLAnchorElement>
>(({ to, activeClassName: _active, partiallyActive: _partial, children, ...rest }, ref) => (
  <a ref={ref} href={to} {...rest}>
    {children}
  </a>
))
Link.displayName = "Link"
