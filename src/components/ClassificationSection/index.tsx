import React from "react"
import { withPrefix } from "gatsby"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { classLists } from "../../lib/classes/lists"
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
export default function ClassificationSection({ data }: { data: ClassPageData }) {
  const { t } = useTranslation()
  const tc = useClassStrings()
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
