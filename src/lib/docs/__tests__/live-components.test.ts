import { usesLiveComponent } from "../live-components"

describe("usesLiveComponent", () => {
  it("finds the dataset validator used in a text, with or without props", () => {
    expect(usesLiveComponent("Some text.\n\n<DatasetValidator />\n")).toBe(true)
    expect(usesLiveComponent('<DatasetValidator schema="processes">\n</DatasetValidator>')).toBe(true)
  })

  it("ignores texts that only mention it or use other components", () => {
    expect(usesLiveComponent("The `DatasetValidator` component checks datasets.")).toBe(false)
    expect(usesLiveComponent('<DatasetValidatorHelp />\n<Admonition type="note">x</Admonition>')).toBe(false)
  })
})
