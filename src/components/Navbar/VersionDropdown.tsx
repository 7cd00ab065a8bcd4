import React, { useEffect, useState } from "react"
import { siteConfig } from "../../config/site"
import { useTranslation } from "react-i18next"
import { preferredVersionKey, type VersionLink } from "../../lib/docs/versions"
import { storage } from "../../lib/storage"
import Link from "../Link"
import Dropdown from "./Dropdown"
import * as styles from "./styles.module.css"

/**
 * Lists every docs version, linking to this doc in that version (or its main doc). The
 * choice is remembered per docs plugin id, so pages outside the docs show the reader's version.
 */
export default function VersionDropdown({
  versions,
  activeVersion,
  position,
}: {
  versions: VersionLink[]
  activeVersion: string | null
  position: "left" | "right"
}) {
  const { t } = useTranslation()
  const key = preferredVersionKey(siteConfig.docs.pluginId)
  const [preferred, setPreferred] = useState<string | null>(null)
  useEffect(() => setPreferred(storage.get(key)), [key])
  if (versions.length === 0) return null
  const shown =
    versions.find((v) => v.name === activeVersion) ??
    versions.find((v) => v.name === preferred) ??
    versions.find((v) => v.isLast) ??
    versions[0]
  const labelOf = (version: VersionLink) => (version.labelKey ? t(version.labelKey) : version.label)
  return (
    <Dropdown position={position} label={labelOf(shown)} ariaLabel={t("navbar.versions", { version: labelOf(shown) })}>
      {versions.map((version) => (
        <li key={version.name}>
          <Link
            to={version.href}
            localized
            className={`${styles.menuLink} ${version.name === shown.name ? styles.menuLinkActive : ""}`}
            aria-current={version.name === shown.name ? "true" : undefined}
            data-version={version.name}
            onClick={() => storage.set(key, version.name)}
          >
            {labelOf(version)}
          </Link>
        </li>
      ))}
    </Dropdown>
  )
}
