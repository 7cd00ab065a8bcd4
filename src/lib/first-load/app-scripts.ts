// The app's scripts load after the first paint. Gatsby writes them as `<script async>` tags at
// the end of the body, which the browser's preload scanner fetches, and often runs, while the
// page is still being laid out for its first paint; the text then shows only once they are
// evaluated. Loaded from the first frame on, they cost the reader nothing they can see: the
// page is readable and its links work before any script runs.

/** On the inline script that loads the app: the app's script files, separated by spaces. */
export const appScriptsAttribute = "data-app-scripts"

/** Dispatched on window when the app's scripts have loaded, or failed to, and the app did not start. */
export const appMissingEvent = "tidas:app-missing"

/**
 * The inline script that stands in for Gatsby's script tags. The same text on every page and in
 * every build (the files are in its attribute), so one Content-Security-Policy hash covers it.
 * A hidden tab draws no frames: a timer starts the load there.
 */
export function appScriptsLoader(): string {
  const event = JSON.stringify(appMissingEvent)
  return `(function(){var s=document.currentScript,f=(s.getAttribute(${JSON.stringify(appScriptsAttribute)})||"").split(" "),n=f.length,started=0;function settled(){if(--n===0&&typeof window.___loader==="undefined")window.dispatchEvent(new Event(${event}))}function start(){if(started)return;started=1;f.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;e.onload=e.onerror=settled;document.body.appendChild(e)})}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()`
}

const appScriptTags = /(?:<script src="[^"]+" async(?:="")?><\/script>)+/

/** The page with its run of `<script src async>` tags replaced by the loader. */
export function withAppScriptsAfterPaint(html: string): string {
  return html.replace(appScriptTags, (tags) => {
    const files = [...tags.matchAll(/src="([^"]+)"/g)].map((match) => match[1])
    return `<script ${appScriptsAttribute}="${files.join(" ")}">${appScriptsLoader()}</script>`
  })
}
