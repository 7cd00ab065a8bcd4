// All browser storage goes through here. localStorage can be missing, disabled (privacy
// modes throw on access), or full; then reads return null and writes do nothing, and the
// site keeps working without remembering preferences.
import { siteConfig } from "../config/site"

export interface SafeStorage {
  get(key: string): string | null
  set(key: string, value: string): boolean
  remove(key: string): void
}

function probe(getStorage: () => Storage | undefined): Storage | null {
  try {
    const storage = getStorage()
    if (!storage) return null
    const key = "__storage_probe__"
    storage.setItem(key, key)
    storage.removeItem(key)
    return storage
  } catch {
    return null
  }
}

export function createStorage(
  prefix = siteConfig.storageKeyPrefix,
  getStorage: () => Storage | undefined = () => (typeof window === "undefined" ? undefined : window.localStorage),
): SafeStorage {
  let backing: Storage | null | undefined
  const resolve = () => {
    if (backing === undefined) backing = probe(getStorage)
    return backing
  }
  return {
    get(key) {
      try {
        return resolve()?.getItem(prefix + key) ?? null
      } catch {
        return null
      }
    },
    set(key, value) {
      try {
        const storage = resolve()
        if (!storage) return false
        storage.setItem(prefix + key, value)
        return true
      } catch {
        return false
      }
    },
    remove(key) {
      try {
        resolve()?.removeItem(prefix + key)
      } catch {
        // Nothing to do: an unavailable store has nothing to remove.
      }
    },
  }
}

export const storage = createStorage()

export function readJson<T>(store: SafeStorage, key: string, fallback: T): T {
  const raw = store.get(key)
  if (raw === null) return fallback
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}

export function writeJson(store: SafeStorage, key: string, value: unknown): boolean {
  return store.set(key, JSON.stringify(value))
}

/** Keys used by the site, in one place. */
export const storageKeys = {
  colorMode: "theme",
  announcementDismissed: "announcement-dismissed",
} as const
