import React from "react"
import { withPrefix } from "gatsby"
import type { Heading as TocHeading } from "../../lib/docs/headings"
import { classesHeadingId, listHeadingId, type ClassPageData } from "../../lib/classes/page-data"
import ClassList from "../ClassList"
import Heading from "../Heading"
import Link from "../Link"
import * as styles from "./styles.module.css"

/** The section's heading and its lists, as table-of-contents entries. */
export function classificationToc(data: ClassPageData): TocHeading[] {
  return [{ depth: 2, value: data.title, id: classesHeadingId }, ...data.lists.map((list) => ({ depth: 3, value: list.title, id: listHeadingId(list.id) }))]
}

/**
 * A schema page's classification lists (the classes and location codes its data sets take), or
 * on the data types page, where each list is and what it holds.
 */
export default function ClassificationSection({ data }: { data: ClassPageData }) {
  return (
    <section className={styles.section} aria-labelledby={classesHeadingId}>
      <Heading as="h2" id={classesHeadingId}>
        {data.title}
      </Heading>
      <p>{data.intro}</p>
      {data.aidNote && <p className={styles.note}>{data.aidNote}</p>}
      {data.overview && (
        <table className={styles.overview}>
          <tbody>
            {data.overview.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={item.href} localized>{item.title}</Link>
                </td>
                <td>
                  <a href={withPrefix(`/schemas/${item.file}`)} download>
                    <code>{item.file}</code>
                  </a>
                </td>
                <td>{item.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.lists.map((list) => (
        <ClassList key={list.id} list={list} shared={data} />
      ))}
    </section>
  )
}
