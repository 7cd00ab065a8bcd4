import { useCallback, useEffect, useState } from "react"
import { siteConfig } from "../config/site"
import { initialChoice, nextChoice, resolveMode, type ColorChoice, type ColorMode } from "../lib/color-mode"
import { storage, storageKeys } from "../lib/storage"

const query = "(prefers-color-scheme: dark)"

function prefersDark(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches
}

function apply(choice: ColorChoice): ColorMode {
  const mode = resolveMode(choice, prefersDark())
  document.documentElement.setAttribute("data-theme", mode)
  document.documentElement.setAttribute("data-theme-choice", choice)
  return mode
}

/** The reader's colour choice; null until mounted (the server cannot know it). */
export function useColorMode() {
  const config = siteConfig.colorMode
  const [choice, setChoice] = useState<ColorChoice | null>(null)
  const [mode, setMode] = useState<ColorMode | null>(null)

  useEffect(() => {
    const current = initialChoice(storage.get(storageKeys.colorMode), config)
    setChoice(current)
    setMode(apply(current))
  }, [config])

  useEffect(() => {
    if (choice !== "system" || typeof window.matchMedia !== "function") return undefined
    const media = window.matchMedia(query)
    const onChange = () => setMode(apply("system"))
    media.addEventListener("change", onChange)
    return () => media.removeEventListener("change", onChange)
  }, [choice])

  const toggle = useCallback(() => {
    const current = choice ?? initialChoice(storage.get(storageKeys.colorMode), config)
    const next = nextChoice(current, mode ?? resolveMode(current, prefersDark()), config)
    storage.set(storageKeys.colorMode, next)
    setChoice(next)
    setMode(apply(next))
  }, [choice, mode, config])

  return { choice, mode, toggle }
}
