import React from "react"
import { withPrefix } from "gatsby"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { classLists, docIdOfList, pageLists } from "../../lib/classes/lists"
import { classesHeadingId, listHeadingId, type ClassPageData } from "../../lib/classes/page-data"
import ClassList from "../ClassList"
import { useClassStrings } from "../ClassList/strings"
import Heading from "../Heading"
import Link from "../Link"
import * as styles from "./styles.module.css"

/**
 * A schema page's classification lists (the classes and location codes its data sets take), or
 * on the data types page, where each list is and what it holds.
 */
/** `pagePath` is the page's path without its locale prefix ('/docs/…/json-schema-flows'). */
export default function ClassificationSection({ data, pagePath }: { data: ClassPageData; pagePath: string }) {
  const { t } = useTranslation()
  const tc = useClassStrings()
  // This page's lists as lists.ts states them (copy root, search), found by the page's name.
  const page = pagePath.replace(/\/$/, "").split("/").pop()!
  const usages = Object.entries(pageLists).find(([docId]) => docId.endsWith(`/${page}`))?.[1] ?? []
  // English pages show no reading aids, so no note about them.
  const aids = useLocale() !== "en" && data.lists.length > 0
  return (
    <section className={styles.section} aria-labelledby={classesHeadingId}>
      <Heading as="h2" id={classesHeadingId}>
        {t("schema.classes.title")}
      </Heading>
      <p>{tc(data.overview ? "classes.overview" : "classes.intro")}</p>
      {aids && <p className={styles.note}>{tc("classes.aidNote")}</p>}
      {data.overview && (
        <table className={styles.overview}>
          <tbody>
            {data.overview.map(([id, total]) => (
              <tr key={id}>
                <td>
                  {/* The schema pages are siblings: the list's page is this one's neighbour. */}
                  <Link to={`${pagePath.replace(/[^/]+\/?$/, docIdOfList(id).split("/").pop()!)}#${listHeadingId(id)}`}>
                    {tc(`classes.list.${id}.title`)}
                  </Link>
                </td>
                <td>
                  <a href={withPrefix(`/schemas/${classLists[id].file}`)} download>
                    <code>{classLists[id].file}</code>
                  </a>
                </td>
                <td>{total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.lists.map((list) => (
        <ClassList
          key={list.id}
          list={{ root: "", search: false, ...usages.find((usage) => usage.list === list.id), ...list }}
        />
      ))}
    </section>
  )
}
