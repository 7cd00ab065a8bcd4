import { pageTranslator, type LocaleData } from "../../i18n/translator"
import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useTranslation } from "react-i18next"
import Main from "../Layout/Main"
import Link from "../Link"
import Seo from "../Seo"
import * as styles from "./styles.module.css"

const features = [
  { key: "format", to: "/docs/core-modules/schema/tidas-schema-intro" },
  { key: "tools", to: "/docs/tool/tidas-tool-intro" },
  { key: "integration", to: "/docs/category/integration" },
  { key: "platform", to: "/docs/category/tiangong-lca-platform" },
] as const

const ecosystem = [
  "ILCD / eILCD",
  "openLCA",
  "Brightway",
  "soda4LCA / LCDN",
  "GLAD",
  "EF (PEF / OEF)",
  "EcoSpold",
  "SimaPro CSV",
]

export default function HomePage(_props: PageProps<object, BasePageContext>) {
  const { t } = useTranslation()
  return (
    <Main>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.title}>{t("home.hero.title")}</h1>
          <p className={styles.subtitle}>{t("home.hero.subtitle")}</p>
          <p className={styles.tagline}>{t("site.tagline")}</p>
          <Link to="/docs/intro" className="button button--light button--lg">
            {t("home.hero.cta")}
          </Link>
        </div>
      </header>

      <section className={styles.section} aria-labelledby="home-ecosystem">
        <h2 id="home-ecosystem">{t("home.ecosystem.title")}</h2>
        <p className={styles.lead}>{t("home.ecosystem.text")}</p>
        <ul className={styles.chips} aria-label={t("home.ecosystem.listLabel")}>
          {ecosystem.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-features">
        <h2 id="home-features">{t("home.features.title")}</h2>
        <ul className={styles.cards}>
          {features.map((feature) => (
            <li key={feature.key}>
              <Link to={feature.to} className={styles.card}>
                <span className={styles.cardTitle}>{t(`home.features.${feature.key}.title`)}</span>
                <span className={styles.cardText}>{t(`home.features.${feature.key}.text`)}</span>
                <span className={styles.cardMore}>{t("home.features.more")} →</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-organization">
        <h2 id="home-organization">{t("home.organization.title")}</h2>
        <p className={styles.lead}>{t("home.organization.text")}</p>
        <Link to="https://www.carbonfootprint.network/" className={styles.organization}>
          {t("home.organization.name")}
        </Link>
      </section>
    </Main>
  )
}

export function HomeHead({ data, pageContext, location }: HeadProps<LocaleData, BasePageContext>) {
  const t = pageTranslator(pageContext.locale, data)
  return <Seo locale={pageContext.locale} t={t} pathname={location.pathname} title={t("home.seo.title")} />
}
