// The documents behind 'Try a sample': a small contact dataset that passes, and a copy with six
// typical mistakes (each a different rule) that fails. They mirror the contact examples of the
// validation page; __tests__/engine.test.ts checks both against the schema bundle.

const uuid = "5d2e8c41-7a3f-4b19-8e06-c4f1a9b27d53"
const formatSource = "a97f3e20-4c1d-4e8b-b6f2-0d5e9c7a1b34"

const reference = (type: string, id: string, folder: string, text: string) => ({
  "@type": type,
  "@refObjectId": id,
  "@version": "01.00.000",
  "@uri": `../${folder}/${id}.xml`,
  "common:shortDescription": { "@xml:lang": "en", "#text": text },
})

const validContact = {
  contactDataSet: {
    "@xmlns": "http://lca.jrc.it/ILCD/Contact",
    "@xmlns:common": "http://lca.jrc.it/ILCD/Common",
    "@xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
    "@version": "1.1",
    "@xsi:schemaLocation": "http://lca.jrc.it/ILCD/Contact ../../schemas/ILCD_ContactDataSet.xsd",
    contactInformation: {
      dataSetInformation: {
        "common:UUID": uuid,
        "common:shortName": { "@xml:lang": "en", "#text": "Sample LCA Group" },
        "common:name": [
          { "@xml:lang": "en", "#text": "Sample Life Cycle Assessment Group" },
          { "@xml:lang": "zh", "#text": "示例生命周期评价小组" },
        ],
        classificationInformation: {
          "common:classification": { "common:class": { "@level": "0", "@classId": "2", "#text": "Organisations" } },
        },
        email: "lca-group@example.org",
      },
    },
    administrativeInformation: {
      dataEntryBy: {
        "common:timeStamp": "2025-06-02T14:05:00+08:00",
        "common:referenceToDataSetFormat": reference("source data set", formatSource, "sources", "ILCD format"),
      },
      publicationAndOwnership: {
        "common:dataSetVersion": "01.00.000",
        "common:referenceToOwnershipOfDataSet": reference("contact data set", uuid, "contacts", "Sample LCA Group"),
      },
    },
  },
}

const { "common:shortName": _shortName, ...keptInformation } =
  validContact.contactDataSet.contactInformation.dataSetInformation

const invalidContact = {
  contactDataSet: {
    ...validContact.contactDataSet,
    "@version": "1.0",
    contactInformation: {
      dataSetInformation: {
        ...keptInformation,
        "common:UUID": uuid.toUpperCase(),
        "common:name": "Sample Life Cycle Assessment Group",
        email: "lca-group at example.org",
      },
    },
    administrativeInformation: {
      ...validContact.contactDataSet.administrativeInformation,
      publicationAndOwnership: {
        ...validContact.contactDataSet.administrativeInformation.publicationAndOwnership,
        "common:dataSetVersion": 1,
      },
    },
  },
}

export const validSample = JSON.stringify(validContact, null, 2)
export const invalidSample = JSON.stringify(invalidContact, null, 2)
