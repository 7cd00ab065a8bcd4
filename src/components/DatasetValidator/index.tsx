import React, { useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import LazyPart, { preloadPart } from "../LazyPart"
import LoadError from "../LazyPart/LoadError"
import type { Batch, ValidationInput } from "./batch"
import { loadResults, loadSamples } from "./load-parts"
import * as styles from "./styles.module.css"

/**
 * 'Validate your data' on the validation page: the inputs only. Everything that checks and
 * reports (Ajv in a worker, the messages) loads on first use, below the inputs.
 */
export default function DatasetValidator() {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState("")
  const [batch, setBatch] = useState<Batch | null>(null)
  const [dragging, setDragging] = useState(false)
  const [sampleFailed, setSampleFailed] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const batches = useRef(0)

  const run = (inputs: ValidationInput[]) => {
    batches.current += 1
    setBatch({ id: batches.current, inputs })
  }
  const runFiles = (files: FileList | null) => {
    if (files && files.length > 0) run(Array.from(files, (file) => ({ name: file.name, file })))
  }
  const trySample = () => {
    setSampleFailed(false)
    loadSamples().then(
      ({ validSample, invalidSample }) => {
        // The faulty sample goes into the box, so the reader can fix it and validate again.
        setText(invalidSample)
        run([
          { name: t("validator.name.sampleValid"), text: validSample },
          { name: t("validator.name.sampleInvalid"), text: invalidSample },
        ])
      },
      () => setSampleFailed(true),
    )
  }
  const onDrop = (event: React.DragEvent) => {
    event.preventDefault()
    setDragging(false)
    runFiles(event.dataTransfer.files)
  }

  return (
    <section
      className={styles.validator}
      aria-label={t("validator.region")}
      onFocus={() => preloadPart(loadResults)}
      onPointerEnter={() => preloadPart(loadResults)}
    >
      <p className={styles.privacy}>{t("validator.privacy")}</p>
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ""}`}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className={styles.label} htmlFor={`${id}-text`}>
          {t("validator.input.label")}
        </label>
        <textarea
          id={`${id}-text`}
          className={styles.text}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("validator.input.placeholder")}
          spellCheck={false}
          rows={8}
        />
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => run([{ name: t("validator.name.pasted"), text }])}
          >
            {t("validator.action.validate")}
          </button>
          <button type="button" className={`button ${styles.secondary}`} onClick={() => fileInput.current?.click()}>
            {t("validator.action.choose")}
          </button>
          <button type="button" className={`button ${styles.secondary}`} onClick={trySample}>
            {t("validator.action.sample")}
          </button>
          <button type="button" className={`button ${styles.secondary}`} onClick={() => setText("")} disabled={!text}>
            {t("validator.action.clear")}
          </button>
          {/* Reached through the 'Choose' button, which keyboards and screen readers handle better than a styled file input. */}
          <input
            ref={fileInput}
            type="file"
            multiple
            accept=".json,application/json"
            className={styles.fileInput}
            tabIndex={-1}
            aria-label={t("validator.fileInput")}
            onChange={(event) => {
              runFiles(event.target.files)
              event.target.value = ""
            }}
          />
        </div>
        <p className={styles.hint}>{dragging ? t("validator.drop") : t("validator.dropHint")}</p>
      </div>
      {sampleFailed && (
        <LoadError text={t("validator.loadFailed")} retryLabel={t("error.lazyPart.retry")} onRetry={trySample} />
      )}
      {batch && <LazyPart load={loadResults} props={{ batch }} failedText={t("validator.loadFailed")} />}
    </section>
  )
}
