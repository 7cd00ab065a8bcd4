import React from "react"
import * as styles from "./styles.module.css"

export interface ErrorScreenProps {
  error: Error
  tryAgain: () => void
}

interface Props {
  /** Renders the screen shown instead of the crashed subtree. */
  fallback: (props: ErrorScreenProps) => React.ReactNode
  children: React.ReactNode
}

/** Catches render errors below it; 'Try again' re-renders the children. */
export default class ErrorBoundary extends React.Component<Props, { error: Error | null }> {
  state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidCatch(error: unknown) {
    console.error(error)
  }

  tryAgain = () => this.setState({ error: null })

  render() {
    if (this.state.error) return this.props.fallback({ error: this.state.error, tryAgain: this.tryAgain })
    return this.props.children
  }
}

/** The screen itself; titles come from the caller so it works with or without translations. */
export function ErrorScreen({
  title,
  heading,
  message,
  buttonLabel,
  onTryAgain,
}: {
  title: string
  heading: string
  message: string
  buttonLabel: string
  onTryAgain: () => void
}) {
  React.useEffect(() => {
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.message}>{message}</p>
      <button type="button" className="button button--primary" onClick={onTryAgain}>
        {buttonLabel}
      </button>
    </div>
  )
}
