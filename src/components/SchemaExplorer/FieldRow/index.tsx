import React, { createContext, memo, useContext, useMemo } from "react"
import { withPrefix } from "gatsby"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../../i18n/useLocale"
import { stringTemplate } from "../../../i18n/template"
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

type Named = (values: { name: string }) => string

/** The strings of the rows, made once per explorer rather than once per row. */
export interface FieldStrings {
  expand: Named
  collapse: Named
  permalink: Named
  missing: Named
  recursive: Named
  required: string
  requiredInSome: string
  optional: string
  cardinality: Record<string, string>
  positional: (count: number) => string
  combinator: (kind: string, count: number) => string
  const: string
  enum: string
  constraints: string
}

export function useFieldStrings(): FieldStrings {
  const { t } = useTranslation()
  return useMemo(() => {
    const named = (key: string) => stringTemplate(t, key, ["name"])
    return {
      expand: named("schema.explorer.expand"),
      collapse: named("schema.explorer.collapse"),
      permalink: named("schema.explorer.permalink"),
      missing: named("schema.explorer.ref.missing"),
      recursive: named("schema.explorer.ref.recursive"),
      required: t("schema.explorer.required"),
      requiredInSome: t("schema.explorer.requiredInSome"),
      optional: t("schema.explorer.optional"),
      cardinality: Object.fromEntries(
        (["single", "array", "single-or-array"] as const).map((kind) => [
          kind,
          t(`schema.explorer.cardinality.${kind}`),
        ]),
      ),
      // A count can change the wording (plurals): these few stay with i18next.
      positional: (count) => t("schema.explorer.cardinality.positional", { count }),
      combinator: (kind, count) => t(`schema.explorer.combinator.${kind}`, { count }),
      const: t("schema.explorer.const"),
      enum: t("schema.explorer.enum"),
      constraints: t("schema.explorer.constraints"),
    }
  }, [t])
}

export const FieldStringsContext = createContext<FieldStrings | null>(null)

/**
 * A `$ref` type: a link to where the definition is documented, or a note when it cannot be.
 * A link to another page carries `data-page`: the explorer navigates to it client-side.
 */
function refBadge(info: RefInfo, strings: FieldStrings, page: (to: string) => string) {
  const key = `${info.target}-${info.status}`
  if (info.status === "missing")
    return (
      <span key={key} className={`${styles.badge} ${styles.missing}`}>
        {strings.missing({ name: info.name })}
      </span>
    )
  if (info.status === "recursive")
    return (
      <a key={key} className={styles.badge} href={`#${info.anchor}`}>
        {strings.recursive({ name: info.name })}
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
  const strings = useContext(FieldStringsContext)!
  const locale = useLocale()
  const docsBase = useContext(DocsBaseContext)
  const anchor = fieldAnchor(node.path)
  const refNames = new Set((node.refs ?? []).filter((ref) => ref.status === "ok").map((ref) => ref.name))
  const plainTypes = node.types.filter((type) => !refNames.has(type))
  const cardinality =
    node.positional !== undefined ? strings.positional(node.positional) : strings.cardinality[node.cardinality]
  const permalink = strings.permalink({ name: node.name })
  const facts: Array<[string, string[]]> = []
  if (node.constValues) facts.push([strings.const, node.constValues])
  if (node.enumValues) facts.push([strings.enum, node.enumValues])
  if (node.constraints) facts.push([strings.constraints, node.constraints.map((c) => `${c.keyword}: ${c.value}`)])
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
            aria-label={(expanded ? strings.collapse : strings.expand)({ name: node.name })}
            onClick={() => onToggle(node.path, !expanded)}
          ></button>
        ) : null}
        <code className={styles.name}>{node.name}</code>
        {plainTypes.map((type) => (
          <span key={type} className={styles.badge}>
            {type}
          </span>
        ))}
        {node.refs?.map((ref) => refBadge(ref, strings, (to) => localizePath(`${docsBase}/${to}`, locale)))}
        <span className={node.required ? styles.required : styles.optional}>
          {node.required ? strings.required : node.requiredInSome ? strings.requiredInSome : strings.optional}
        </span>
        <span className={styles.meta}>{cardinality}</span>
        {node.combinator && (
          <span className={styles.meta}>{strings.combinator(node.combinator.kind, node.combinator.count)}</span>
        )}
        <a className={styles.permalink} href={`#${anchor}`} data-permalink aria-label={permalink} title={permalink}>
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
