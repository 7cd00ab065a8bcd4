import React, { memo, useContext } from "react"
import { withPrefix } from "gatsby"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../../i18n/useLocale"
import type { TFunction } from "i18next"
import { fieldAnchor } from "../../../lib/schema/datasets"
import type { Row } from "../../../lib/schema/explorer-rows"
import type { RefInfo } from "../../../lib/schema/tree"
import { localizePath } from "../../../lib/paths"
import { DocsBaseContext } from "../../MDXComponents/DocsBaseContext"
import * as styles from "./styles.module.css"

// A row's own plain values (not the row object), so that a row whose field and state did not
// change is not rendered again.
type FieldRowProps = Row & {
  highlighted: boolean
  onToggle: (path: string, open: boolean) => void
}

/**
 * A `$ref` type: a link to where the definition is documented, or a note when it cannot be.
 * A link to another page carries `data-page`: the explorer navigates to it client-side.
 */
function refBadge(info: RefInfo, t: TFunction, page: (to: string) => string) {
  const key = `${info.target}-${info.status}`
  if (info.status === "missing")
    return (
      <span key={key} className={`${styles.badge} ${styles.missing}`}>
        {t("schema.explorer.ref.missing", { name: info.name })}
      </span>
    )
  if (info.status === "recursive")
    return (
      <a key={key} className={styles.badge} href={`#${info.anchor}`}>
        {t("schema.explorer.ref.recursive", { name: info.name })}
      </a>
    )
  if (!info.docId)
    return (
      <a key={key} className={`${styles.badge} ${styles.ref}`} href={`#${info.anchor}`}>
        {info.name}
      </a>
    )
  const to = page(`${info.docId}#${info.anchor}`)
  return (
    <a key={key} className={`${styles.badge} ${styles.ref}`} href={withPrefix(to)} data-page={to}>
      {info.name}
    </a>
  )
}

/** One field of the explorer: toggle, name, badges, permalink, then its description and rules. */
function FieldRow({ node, level, posInSet, setSize, expanded, match, highlighted, onToggle }: FieldRowProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const docsBase = useContext(DocsBaseContext)
  const anchor = fieldAnchor(node.path)
  const refNames = new Set((node.refs ?? []).filter((ref) => ref.status === "ok").map((ref) => ref.name))
  const plainTypes = node.types.filter((type) => !refNames.has(type))
  const cardinality =
    node.positional !== undefined
      ? t("schema.explorer.cardinality.positional", { count: node.positional })
      : t(`schema.explorer.cardinality.${node.cardinality}`)
  const facts: Array<[string, string[]]> = []
  if (node.constValues) facts.push([t("schema.explorer.const"), node.constValues])
  if (node.enumValues) facts.push([t("schema.explorer.enum"), node.enumValues])
  if (node.constraints)
    facts.push([t("schema.explorer.constraints"), node.constraints.map((c) => `${c.keyword}: ${c.value}`)])
  return (
    <li
      id={anchor}
      tabIndex={-1}
      className={styles.row}
      aria-level={level}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      data-level={level}
      data-match={match || undefined}
      data-highlighted={highlighted || undefined}
      style={{ "--level": level } as React.CSSProperties}
    >
      <div className={styles.head}>
        {node.childCount > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-label={t(expanded ? "schema.explorer.collapse" : "schema.explorer.expand", { name: node.name })}
            onClick={() => onToggle(node.path, !expanded)}
          ></button>
        ) : null}
        <code className={styles.name}>{node.name}</code>
        {plainTypes.map((type) => (
          <span key={type} className={styles.badge}>
            {type}
          </span>
        ))}
        {node.refs?.map((ref) => refBadge(ref, t, (to) => localizePath(`${docsBase}/${to}`, locale)))}
        <span className={node.required ? styles.required : styles.optional}>
          {node.required
            ? t("schema.explorer.required")
            : node.requiredInSome
              ? t("schema.explorer.requiredInSome")
              : t("schema.explorer.optional")}
        </span>
        <span className={styles.meta}>{cardinality}</span>
        {node.combinator && (
          <span className={styles.meta}>
            {t(`schema.explorer.combinator.${node.combinator.kind}`, { count: node.combinator.count })}
          </span>
        )}
        <a
          className={styles.permalink}
          href={`#${anchor}`}
          data-permalink
          aria-label={t("schema.explorer.permalink", { name: node.name })}
          title={t("schema.explorer.permalink", { name: node.name })}
        >
          #
        </a>
      </div>
      {node.description && <p className={styles.description}>{node.description}</p>}
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map(([label, values]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {values.map((value, i) => (
                  <code key={i}>{value}</code>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  )
}

export default memo(FieldRow)
