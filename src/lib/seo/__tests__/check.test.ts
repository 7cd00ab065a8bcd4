import path from "node:path"
import { candidateFiles, llmsUrls, missingUrls, xmlError } from "../check"

describe("xmlError", () => {
  it("accepts well-formed XML and names the problem in malformed XML", () => {
    expect(xmlError('<?xml version="1.0"?><a><b x="1"/></a>')).toBeNull()
    expect(xmlError("<a><b></a>")).toMatch(/\d+:\d+/)
    expect(xmlError("<a>&nbsp;</a>")).not.toBeNull()
    expect(xmlError("")).not.toBeNull()
  })
})

describe("URLs in the build", () => {
  const files = new Set(["/pub/index.html", "/pub/en/docs/intro/index.html", "/pub/ja/llms.txt", "/pub/404.html"])
  const isFile = (file: string) => files.has(file)

  it("maps a site URL, with the deployment prefix, to the files that could serve it", () => {
    expect(candidateFiles("https://x.test/p", "https://x.test", "/p", "/pub")).toEqual([
      path.join("/pub", "index.html"),
    ])
    expect(candidateFiles("https://x.test/p/en/docs/intro#h", "https://x.test", "/p", "/pub")).toContain(
      "/pub/en/docs/intro/index.html",
    )
    expect(candidateFiles("https://other.test/p/a", "https://x.test", "/p", "/pub")).toBeNull()
    expect(candidateFiles("https://x.test/pa", "https://x.test", "/p", "/pub")).toBeNull()
  })

  it("reports URLs that name no file, and URLs of another site", () => {
    const urls = [
      "https://x.test/",
      "https://x.test/en/docs/intro",
      "https://x.test/ja/llms.txt",
      "https://x.test/en/docs/gone",
      "https://evil.test/",
    ]
    expect(missingUrls(urls, "https://x.test", "", "/pub", isFile)).toEqual([
      "https://x.test/en/docs/gone",
      "https://evil.test/",
    ])
  })

  it("finds the link targets of an llms.txt", () => {
    expect(
      llmsUrls("# T\n\n- [A](https://x.test/a): one\n- [B](https://x.test/b)\n- [A again](https://x.test/a)"),
    ).toEqual(["https://x.test/a", "https://x.test/b"])
  })
})
