import React from "react"
import { useTranslation } from "react-i18next"
import * as styles from "./styles.module.css"

type HeadingTag = "h1" | "h2" | "h3" | "h4" | "h5" | "h6"

/** A heading with a '#' permalink that shows on hover and keyboard focus. */
export default function Heading({
  as: Tag,
  id,
  children,
  ...rest
}: { as: HeadingTag } & React.HTMLAttributes<HTMLHeadingElement>) {
  const { t } = useTranslation()
  if (!id || Tag === "h1")
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    )
  const text = typeof children === "string" ? children : ""
  return (
    <Tag id={id} className={styles.heading} {...rest}>
      {children}
      <a
        href={`#${id}`}
        className={styles.anchor}
        aria-label={t("docs.heading.link", { heading: text })}
        title={t("docs.heading.link", { heading: text })}
      >
        #
      </a>
    </Tag>
  )
}
