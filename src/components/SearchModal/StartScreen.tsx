import React from "react"
import { useTranslation } from "react-i18next"
import type { StoredHit } from "../../lib/search/stored-searches"
import { CloseIcon, RecentIcon, StarIcon } from "./icons"
import StoredList from "./StoredList"
import type { SearchHistoryState } from "./useSearchHistory"
import * as styles from "./styles.module.css"

interface StartScreenProps {
  history: SearchHistoryState
  listId: (list: "recent" | "favorites") => string
  /** Among `history.items`: recent searches first, then favourites. */
  activeIndex: number
  optionId: (index: number) => string
  onActivate: (index: number) => void
  onItemClick: (hit: StoredHit, event: React.MouseEvent<HTMLAnchorElement>) => void
  /** The last item of a list went with its button, and focus with it. */
  onEmptied: () => void
}

/** Before anything is typed: the reader's recent searches and favourites. */
export default function StartScreen({
  history,
  listId,
  activeIndex,
  optionId,
  onActivate,
  onItemClick,
  onEmptied,
}: StartScreenProps) {
  const { t } = useTranslation()
  if (history.recent.length === 0 && history.favorites.length === 0)
    return <p className={styles.message}>{t("search.recent.none")}</p>
  const shared = { activeIndex, optionId, onActivate, onItemClick, onEmptied }
  return (
    <div>
      <StoredList
        id={listId("recent")}
        title={t("search.recent.title")}
        icon={<RecentIcon />}
        items={history.recent}
        firstIndex={0}
        actions={[
          { label: t("search.recent.save"), icon: <StarIcon />, run: history.save },
          { label: t("search.recent.remove"), icon: <CloseIcon />, run: history.removeRecent },
        ]}
        {...shared}
      />
      <StoredList
        id={listId("favorites")}
        title={t("search.favorites.title")}
        icon={<StarIcon />}
        items={history.favorites}
        firstIndex={history.recent.length}
        actions={[{ label: t("search.favorites.remove"), icon: <CloseIcon />, run: history.removeFavorite }]}
        {...shared}
      />
    </div>
  )
}
