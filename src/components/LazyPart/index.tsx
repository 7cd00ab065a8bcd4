import React from "react"
import { useTranslation } from "react-i18next"
import LoadError from "./LoadError"
import LoadingIndicator from "./LoadingIndicator"
import { useDelayed } from "./useDelayed"
import { useLazyComponent, type Loader } from "./useLazyComponent"

export { preloadPart, type Loader } from "./useLazyComponent"

/** Loads that finish sooner show nothing at all, so fast connections never see a flash. */
export const indicatorDelayMs = 200

interface LazyPartProps<P extends object> {
  /** A function calling import(): called again, afresh, when the reader retries after a failure. */
  load: Loader<P>
  props: P
  /** Wraps the indicator and the error, e.g. in the dialog that the part would have opened. */
  frame?: (content: React.ReactNode) => React.ReactNode
  /** What failed, in the reader's words; a generic sentence otherwise. */
  failedText?: string
}

/** Renders a component from a separate code chunk, with a late loading indicator and a retry. */
export default function LazyPart<P extends object>({
  load,
  props,
  frame = (content) => content,
  failedText,
}: LazyPartProps<P>) {
  const { t } = useTranslation()
  const { state, retry } = useLazyComponent(load)
  const late = useDelayed(state.status === "loading", indicatorDelayMs)
  if (state.status === "ready") {
    const Component = state.Component
    return <Component {...props} />
  }
  if (state.status === "error")
    return (
      <>
        {frame(
          <LoadError
            text={failedText ?? t("error.lazyPart.failed")}
            retryLabel={t("error.lazyPart.retry")}
            onRetry={retry}
          />,
        )}
      </>
    )
  return late ? <>{frame(<LoadingIndicator label={t("common.loading")} />)}</> : null
}
