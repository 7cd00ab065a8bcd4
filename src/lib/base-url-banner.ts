// The wrong-base-URL banner. It is plain HTML and an inline script in the page, not part of the
// React app, because it has to work exactly when the app's own files fail to load: the page is
// served from a location outside the configured path prefix, or the scripts never arrive.
// The app removes it once it has started.
import { appMissingEvent } from "./first-load/app-scripts"

export const baseUrlBannerId = "base-url-issue-banner"

/** Shows the banner when the location is outside the prefix, or when the app never started. */
export function baseUrlBannerScript(prefix: string): string {
  const expected = JSON.stringify(`${prefix}/`)
  return `(function(){var b=document.getElementById(${JSON.stringify(baseUrlBannerId)});if(!b)return;function show(){b.hidden=false}var p=location.pathname+"/";if(p.indexOf(${expected})!==0){show();return}window.addEventListener(${JSON.stringify(appMissingEvent)},show)})()`
}
