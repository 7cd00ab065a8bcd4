// The classification lists of TIDAS (the tidas_*_category.json files), what each encodes, where
// a data set uses it, and which schema page shows it. The explorer, the copy button, the
// validator and the search index all take these facts from here.

export type ListId =
  | "processes"
  | "flows_product"
  | "flows_elementary"
  | "locations"
  | "contacts"
  | "sources"
  | "unitgroups"
  | "flowproperties"
  | "lciamethods"

export interface ClassList {
  id: ListId
  /** File name in content/schemas/categories and under /schemas/. */
  file: string
  /** Key of the code in a classification item; null for the flat location list. */
  idKey: "@classId" | "@catId" | null
}

export const classLists: Record<ListId, ClassList> = {
  processes: { id: "processes", file: "tidas_processes_category.json", idKey: "@classId" },
  flows_product: { id: "flows_product", file: "tidas_flows_product_category.json", idKey: "@classId" },
  flows_elementary: { id: "flows_elementary", file: "tidas_flows_elementary_category.json", idKey: "@catId" },
  locations: { id: "locations", file: "tidas_locations_category.json", idKey: null },
  contacts: { id: "contacts", file: "tidas_contacts_category.json", idKey: "@classId" },
  sources: { id: "sources", file: "tidas_sources_category.json", idKey: "@classId" },
  unitgroups: { id: "unitgroups", file: "tidas_unitgroups_category.json", idKey: "@classId" },
  flowproperties: { id: "flowproperties", file: "tidas_flowproperties_category.json", idKey: "@classId" },
  lciamethods: { id: "lciamethods", file: "tidas_lciamethods_category.json", idKey: "@classId" },
}

export const listIds = Object.keys(classLists) as ListId[]

/**
 * Where a data set of one type takes a class from a list. `items` is the JSON pointer of the
 * classification (an array of one item per level, or a single item where the type allows only
 * one level); `field` is the pointer of a location code (a plain string).
 */
export type ClassUsage =
  | {
      list: Exclude<ListId, "locations">
      items: string
      wrapper: string
      key: "common:class" | "common:category"
      single: boolean
    }
  | { list: "locations"; field: string }

const info = (root: string, section: string) => `/${root}/${section}/dataSetInformation/classificationInformation`
const classOf = (root: string, section: string, list: Exclude<ListId, "locations">, single = false): ClassUsage => ({
  list,
  items: `${info(root, section)}/common:classification/common:class`,
  wrapper: "common:classification",
  key: "common:class",
  single,
})

/** Every place a data set of each root type refers to a list, in document order. */
export const usagesByRoot: Record<string, ClassUsage[]> = {
  contactDataSet: [classOf("contactDataSet", "contactInformation", "contacts")],
  sourceDataSet: [classOf("sourceDataSet", "sourceInformation", "sources", true)],
  unitGroupDataSet: [classOf("unitGroupDataSet", "unitGroupInformation", "unitgroups", true)],
  flowPropertyDataSet: [classOf("flowPropertyDataSet", "flowPropertiesInformation", "flowproperties", true)],
  flowDataSet: [
    classOf("flowDataSet", "flowInformation", "flows_product"),
    {
      list: "flows_elementary",
      items: `${info("flowDataSet", "flowInformation")}/common:elementaryFlowCategorization/common:category`,
      wrapper: "common:elementaryFlowCategorization",
      key: "common:category",
      single: false,
    },
    { list: "locations", field: "/flowDataSet/flowInformation/geography/locationOfSupply" },
  ],
  processDataSet: [
    classOf("processDataSet", "processInformation", "processes"),
    {
      list: "locations",
      field: "/processDataSet/processInformation/geography/locationOfOperationSupplyOrProduction/@location",
    },
    {
      list: "locations",
      field: "/processDataSet/processInformation/geography/subLocationOfOperationSupplyOrProduction/@subLocation",
    },
  ],
  LCIAMethodDataSet: [classOf("LCIAMethodDataSet", "LCIAMethodInformation", "lciamethods")],
  lifeCycleModelDataSet: [classOf("lifeCycleModelDataSet", "lifeCycleModelInformation", "processes")],
}

const schemaDocs = "core-modules/schema/schema-content"

/**
 * The lists each schema page shows, with the data set root whose shape the copy button writes.
 * `search` marks the one page whose search records carry a list (a list shown on two pages is
 * indexed once). The data types page has no class field of its own; it lists all nine files.
 */
export const pageLists: Record<string, Array<{ list: ListId; root: string; search: boolean }>> = {
  [`${schemaDocs}/json-schema-contact`]: [{ list: "contacts", root: "contactDataSet", search: true }],
  [`${schemaDocs}/json-schema-source`]: [{ list: "sources", root: "sourceDataSet", search: true }],
  [`${schemaDocs}/json-schema-unitgroup`]: [{ list: "unitgroups", root: "unitGroupDataSet", search: true }],
  [`${schemaDocs}/json-schema-flowproperty`]: [{ list: "flowproperties", root: "flowPropertyDataSet", search: true }],
  [`${schemaDocs}/json-schema-flows`]: [
    { list: "flows_product", root: "flowDataSet", search: true },
    { list: "flows_elementary", root: "flowDataSet", search: true },
    { list: "locations", root: "flowDataSet", search: false },
  ],
  [`${schemaDocs}/json-schema-processes`]: [
    { list: "processes", root: "processDataSet", search: true },
    { list: "locations", root: "processDataSet", search: true },
  ],
  [`${schemaDocs}/json-schema-lciamethods`]: [{ list: "lciamethods", root: "LCIAMethodDataSet", search: true }],
  [`${schemaDocs}/json-schema-model`]: [{ list: "processes", root: "lifeCycleModelDataSet", search: false }],
}

/** The page that shows a list (and whose permalinks the validator links to). */
export function docIdOfList(list: ListId): string {
  const entry = Object.entries(pageLists).find(([, lists]) => lists.some((item) => item.list === list && item.search))
  return entry![0]
}

/** Site path of a list's rows (all of them, or the subtree of one top-level row). */
export const classDataPath = (list: ListId, part: number | "all" = "all") => `/classifications/${list}/${part}.json`

/** Anchor of a row: 'class/processes/C/24/241/2410'; a location by its code alone. */
export function classAnchor(list: ListId, chain: readonly string[]): string {
  return `class/${list}/${chain.map(encodeURIComponent).join("/")}`
}

/** The list and code chain a location hash names ('#class/processes/C/24'); null for other hashes. */
export function parseClassHash(hash: string): { list: ListId; chain: string[] } | null {
  const match = /^#?class\/([a-z_]+)\/(.+)$/.exec(hash)
  if (!match || !(match[1] in classLists)) return null
  try {
    const chain = match[2].split("/").filter(Boolean).map(decodeURIComponent)
    return chain.length ? { list: match[1] as ListId, chain } : null
  } catch {
    return null
  }
}
