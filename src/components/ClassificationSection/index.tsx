import React from "react"
import { withPrefix } from "gatsby"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { classLists } from "../../lib/classes/lists"
import type { Heading as TocHeading } from "../../lib/docs/headings"
import { classesHeadingId, listHeadingId, type ClassPageData } from "../../lib/classes/page-data"
import ClassList from "../ClassList"
import Heading from "../Heading"
import Link from "../Link"
import * as styles from "./styles.module.css"

/** The section's heading and its lists, as table-of-contents entries. */
export function classificationToc(data: ClassPageData, title: string): TocHeading[] {
  return [{ depth: 2, value: title, id: classesHeadingId }, ...data.lists.map((list) => ({ depth: 3, value: list.title, id: listHeadingId(list.id) }))]
}

/**
 * A schema page's classification lists (the classes and location codes its data sets take), or
 * on the data types page, where each list is and what it holds.
 */
export default function ClassificationSection({ data }: { data: ClassPageData }) {
  const { t } = useTranslation()
  // English pages show no reading aids, so no note about them.
  const aids = useLocale() !== "en" && data.lists.length > 0
  return (
    <section className={styles.section} aria-labelledby={classesHeadingId}>
      <Heading as="h2" id={classesHeadingId}>
        {t("schema.classes.title")}
      </Heading>
      <p>{t(data.overview ? "schema.classes.overview" : "schema.classes.intro")}</p>
      {aids && <p className={styles.note}>{t("schema.classes.aidNote")}</p>}
      {data.overview && (
        <table className={styles.overview}>
          <tbody>
            {data.overview.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={item.href} localized>{item.title}</Link>
                </td>
                <td>
                  <a href={withPrefix(`/schemas/${classLists[item.id].file}`)} download>
                    <code>{classLists[item.id].file}</code>
                  </a>
                </td>
                <td>{item.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.lists.map((list) => (
        <ClassList key={list.id} list={list} />
      ))}
    </section>
  )
}
