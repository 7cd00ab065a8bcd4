import React, { useCallback, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchShortcuts } from "../../hooks/useSearchShortcuts"
import LazyPart, { preloadPart } from "../LazyPart"
import { clampQuery } from "../SearchModal/limits"
import Button from "./Button"
import LoadFrame from "./LoadFrame"
import { loadSearchModal } from "./load-modal"
import * as styles from "./styles.module.css"

/**
 * The search in the navbar: the button, the keyboard shortcuts, and the modal, whose code is
 * loaded on first use. The query lives here so that reopening shows the previous search.
 */
export default function SearchButton({ version }: { version: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState("")
  const buttonRef = useRef<HTMLButtonElement>(null)
  const openSearch = useCallback(() => setOpen(true), [])
  // Focus goes back to the button once the dialog has left the page, not while it is still
  // there: nothing the dialog does as it unmounts can then take focus away again.
  const returnFocus = useRef(false)
  const close = useCallback(() => {
    returnFocus.current = true
    setOpen(false)
  }, [])
  useEffect(() => {
    if (open || !returnFocus.current) return
    returnFocus.current = false
    buttonRef.current?.focus()
  }, [open])
  const clear = useCallback(() => setQuery(""), [])
  useSearchShortcuts({ isOpen: open, onOpen: openSearch, onClose: close, onClear: clear })

  return (
    <>
      {/* Without JavaScript the button could do nothing: hide it rather than let it pretend. */}
      <noscript dangerouslySetInnerHTML={{ __html: `<style>.${styles.button}{display:none}</style>` }} />
      <Button
        ref={buttonRef}
        onOpen={openSearch}
        onType={(text) => {
          setQuery(clampQuery(text))
          setOpen(true)
        }}
        onIntent={() => preloadPart(loadSearchModal)}
      />
      {open && (
        <LazyPart
          load={loadSearchModal}
          props={{ query, onQueryChange: setQuery, onClose: close, version }}
          frame={(content) => <LoadFrame onClose={close}>{content}</LoadFrame>}
          failedText={t("search.loadFailed")}
        />
      )}
    </>
  )
}
