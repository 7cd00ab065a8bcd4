// Colour mode rules shared by the pre-paint script (gatsby-ssr) and the toggle.
import type { ColorModeConfig } from "../config/site"

export type ColorChoice = "light" | "dark" | "system"
export type ColorMode = "light" | "dark"

export function isColorChoice(value: unknown): value is ColorChoice {
  return value === "light" || value === "dark" || value === "system"
}

export function initialChoice(stored: string | null, config: ColorModeConfig): ColorChoice {
  if (isColorChoice(stored)) return stored
  return config.respectPrefersColorScheme ? "system" : config.defaultMode
}

export function resolveMode(choice: ColorChoice, prefersDark: boolean): ColorMode {
  if (choice === "system") return prefersDark ? "dark" : "light"
  return choice
}

/** Light/dark flip by default; light -> dark -> system when the OS preference is respected. */
export function nextChoice(choice: ColorChoice, resolved: ColorMode, config: ColorModeConfig): ColorChoice {
  if (!config.respectPrefersColorScheme) return resolved === "dark" ? "light" : "dark"
  if (choice === "light") return "dark"
  if (choice === "dark") return "system"
  return "light"
}

/**
 * The inline script that sets data-theme before the first paint, so a reader who chose dark
 * never sees a light flash. It repeats initialChoice/resolveMode in plain ES5.
 */
export function colorModeScript(storageKey: string, config: ColorModeConfig): string {
  return `(function(){var c=null;try{c=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}
if(c!=="light"&&c!=="dark"&&c!=="system"){c=${JSON.stringify(config.respectPrefersColorScheme ? "system" : config.defaultMode)}}
var m=c;if(c==="system"){m=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}
var d=document.documentElement;d.setAttribute("data-theme",m);d.setAttribute("data-theme-choice",c)})()`
}
