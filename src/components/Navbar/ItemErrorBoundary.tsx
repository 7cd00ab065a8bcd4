import React from "react"

interface Props {
  fallback: string
  children: React.ReactNode
}

/** One broken navbar item shows a short notice instead of taking the whole page down. */
export default class ItemErrorBoundary extends React.Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error("A navbar item failed to render:", error)
  }

  render() {
    if (this.state.failed)
      return (
        <span role="alert" data-navbar-item-error>
          {this.props.fallback}
        </span>
      )
    return this.props.children
  }
}
