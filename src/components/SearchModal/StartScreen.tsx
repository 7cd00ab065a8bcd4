import React from "react"
import { useTranslation } from "react-i18next"
import type { StoredHit } from "../../lib/search/stored-searches"
import { CloseIcon, RecentIcon, StarIcon } from "./icons"
import StoredList from "./StoredList"
import type { SearchHistoryState } from "./useSearchHistory"
import * as styles from "./styles.module.css"

interface StartScreenProps {
  history: SearchHistoryState
  onItemClick: (hit: StoredHit, event: React.MouseEvent<HTMLAnchorElement>) => void
}

/** Before anything is typed: the reader's recent searches and favourites. */
export default function StartScreen({ history, onItemClick }: StartScreenProps) {
  const { t } = useTranslation()
  if (history.recent.length === 0 && history.favorites.length === 0)
    return <p className={styles.message}>{t("search.recent.none")}</p>
  return (
    <div>
      <StoredList
        title={t("search.recent.title")}
        icon={<RecentIcon />}
        items={history.recent}
        onItemClick={onItemClick}
        actions={[
          { label: t("search.recent.save"), icon: <StarIcon />, run: history.save },
          { label: t("search.recent.remove"), icon: <CloseIcon />, run: history.removeRecent },
        ]}
      />
      <StoredList
        title={t("search.favorites.title")}
        icon={<StarIcon />}
        items={history.favorites}
        onItemClick={onItemClick}
        actions={[{ label: t("search.favorites.remove"), icon: <CloseIcon />, run: history.removeFavorite }]}
      />
    </div>
  )
}
