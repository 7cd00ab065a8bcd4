import React from "react"
import { useTranslation } from "react-i18next"
import type { GroupedHit, HitGroup } from "../../lib/search/group-hits"
import type { SearchHit } from "../../lib/search/types"
import Hit from "./Hit"
import * as styles from "./styles.module.css"

interface ResultsListProps {
  id: string
  groups: Array<HitGroup<SearchHit>>
  activeIndex: number
  optionId: (index: number) => string
  onActivate: (index: number) => void
  onItemClick: (item: GroupedHit<SearchHit>, event: React.MouseEvent<HTMLAnchorElement>) => void
  /** A more complete answer is on its way (a newer query, or the local index's paragraphs). */
  busy: boolean
}

/** The hits by lvl0 group: one listbox, a group per lvl0 heading, an option per hit. */
export default function ResultsList({
  id,
  groups,
  activeIndex,
  optionId,
  onActivate,
  onItemClick,
  busy,
}: ResultsListProps) {
  const { t } = useTranslation()
  let index = 0
  return (
    <div id={id} role="listbox" aria-label={t("search.modal.results")} aria-busy={busy} className={styles.listbox}>
      {groups.map((group, groupIndex) => {
        const titleId = `${id}-group-${groupIndex}`
        return (
          <div key={group.title} role="group" aria-labelledby={titleId} className={styles.group}>
            <div id={titleId} className={styles.groupTitle}>
              {group.title}
            </div>
            {group.items.map((item) => {
              const itemIndex = index++
              return (
                <Hit
                  key={item.hit.objectID}
                  id={optionId(itemIndex)}
                  hit={item.hit}
                  active={itemIndex === activeIndex}
                  onHover={() => onActivate(itemIndex)}
                  onClick={(event) => onItemClick(item, event)}
                />
              )
            })}
          </div>
        )
      })}
    </div>
  )
}
