import React from "react"
import { useTranslation } from "react-i18next"
import type { ClassTreeProps } from "../../ClassTree"
import LoadError from "../../LazyPart/LoadError"
import { useDelayed } from "../../LazyPart/useDelayed"
import { useLazyComponent } from "../../LazyPart/useLazyComponent"
import { indicatorDelayMs } from "../../LazyPart"
import LoadingIndicator from "../../LazyPart/LoadingIndicator"
import { loadClassTree } from "../load-tree"

/** The interactive tree once its code is there; until then the server's rows stay (`fallback`). */
export default function TreeLoader({ props, fallback }: { props: ClassTreeProps; fallback: React.ReactNode }) {
  const { t } = useTranslation()
  const { state, retry } = useLazyComponent(loadClassTree)
  const late = useDelayed(state.status === "loading", indicatorDelayMs)
  if (state.status === "ready") return <state.Component {...props} />
  return (
    <>
      {state.status === "error" && (
        <LoadError text={t("error.lazyPart.failed")} retryLabel={t("error.lazyPart.retry")} onRetry={retry} />
      )}
      {late && <LoadingIndicator label={t("common.loading")} />}
      {fallback}
    </>
  )
}
