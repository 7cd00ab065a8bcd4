// Reads locales/<locale>/*.json into one flat message map per locale. Keys carry their file's
// name as namespace ('docs.paginator.next' lives in docs.json), checked by a unit test.
import fs from "node:fs"
import path from "node:path"
import type { Messages } from "../src/i18n/translate"

export const localesDir = path.resolve("locales")

export function loadMessages(locale: string, dir = localesDir): Messages {
  const folder = path.join(dir, locale)
  const messages: Messages = {}
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".json")).sort()) {
    Object.assign(messages, JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")))
  }
  return messages
}
