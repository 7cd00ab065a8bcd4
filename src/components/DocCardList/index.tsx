import React from "react"
import { useTranslation } from "react-i18next"
import type { DocCard } from "../../lib/docs/types"
import Link from "../Link"
import * as styles from "./styles.module.css"

/** One card per child of a category: docs and links with their description, categories with their item count. */
export default function DocCardList({ cards }: { cards: DocCard[] }) {
  const { t } = useTranslation()
  return (
    <ul className={styles.grid}>
      {cards.map((item) => (
        <li key={`${item.type}-${item.label}`} className={styles.item}>
          <Link to={item.href} localized={item.type !== "link"} className={styles.card} data-card-type={item.type}>
            <span className={styles.title}>
              <span aria-hidden="true">{item.type === "category" ? "🗃️ " : item.type === "link" ? "🔗 " : "📄️ "}</span>
              {item.label}
            </span>
            <span className={styles.description}>
              {item.type === "category" ? t("docs.category.items", { count: item.count }) : (item.description ?? "")}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
