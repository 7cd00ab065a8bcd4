// The dataset types of the TIDAS schema bundle, the doc page that documents each, and the
// permalink anchor of a field on that page. The explorer writes these anchors and the
// validator links its errors to them, so both take them from here.

export interface DatasetType {
  /** Root key of a document of this type ('processDataSet'); null for the shared data types. */
  root: string | null
  /** Schema file name in the bundle and under /schemas/. */
  file: string
  /** Doc id of the page that explains the type (without locale or version). */
  docId: string
}

const schemaDocs = "core-modules/schema/schema-content"

export const datasetTypes: DatasetType[] = [
  { root: "contactDataSet", file: "tidas_contacts.json", docId: `${schemaDocs}/json-schema-contact` },
  { root: "sourceDataSet", file: "tidas_sources.json", docId: `${schemaDocs}/json-schema-source` },
  { root: "unitGroupDataSet", file: "tidas_unitgroups.json", docId: `${schemaDocs}/json-schema-unitgroup` },
  { root: "flowPropertyDataSet", file: "tidas_flowproperties.json", docId: `${schemaDocs}/json-schema-flowproperty` },
  { root: "flowDataSet", file: "tidas_flows.json", docId: `${schemaDocs}/json-schema-flows` },
  { root: "processDataSet", file: "tidas_processes.json", docId: `${schemaDocs}/json-schema-processes` },
  { root: "LCIAMethodDataSet", file: "tidas_lciamethods.json", docId: `${schemaDocs}/json-schema-lciamethods` },
  { root: "lifeCycleModelDataSet", file: "tidas_lifecyclemodels.json", docId: `${schemaDocs}/json-schema-model` },
  { root: null, file: "tidas_data_types.json", docId: `${schemaDocs}/json-schema-datatype` },
]

/** The dataset type of a parsed document, from its single root key; null when none matches. */
export function datasetTypeOf(document: unknown): DatasetType | null {
  if (!document || typeof document !== "object" || Array.isArray(document)) return null
  const keys = Object.keys(document)
  return datasetTypes.find((type) => type.root !== null && keys.includes(type.root)) ?? null
}

/**
 * Permalink anchor of a field, from its schema path ('/processDataSet/processInformation/
 * dataSetInformation/common:UUID' becomes 'processDataSet/processInformation/dataSetInformation/
 * common:UUID'). Readers can read and edit such an anchor; '/', ':' and '@' are valid in both
 * an HTML id and a URL fragment.
 */
export function fieldAnchor(schemaPath: string): string {
  return schemaPath.replace(/^\/+/, "")
}

/** The schema path a location hash points at ('#a/b' or '#a%2Fb' -> '/a/b'); null when empty or malformed. */
export function fieldPathFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, "")
  if (!raw) return null
  try {
    return `/${decodeURIComponent(raw)}`
  } catch {
    return null
  }
}
