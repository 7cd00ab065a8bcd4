/**
 * Resolves in a task of its own, so that long work split at it never holds the page. A message
 * where there is one, not a timer: nested timers wait a few milliseconds each for nothing.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    if (typeof MessageChannel === "undefined") {
      setTimeout(resolve)
      return
    }
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
