import "i18next"

// i18nextOptions sets returnNull: false, so a translation is always a string.
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false
  }
}
