import { createBlogPostNode, parsePostPath, readBlogMeta } from "../blog-source"

function run(relativePath: string, frontmatter: Record<string, unknown>, body = "Text.") {
  const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() }
  const reporter = { panicOnBuild: jest.fn() }
  const node = { id: "mdx-1", body, frontmatter, internal: { type: "Mdx", contentFilePath: `/x/${relativePath}` } }
  createBlogPostNode(
    node as never,
    { relativePath, absolutePath: `${process.cwd()}/content/blog/${relativePath}` },
    {
      actions: actions as never,
      reporter: reporter as never,
      createNodeId: (input: string) => input,
      createContentDigest: () => "digest",
      getNode: () => ({ id: "BlogPost mdx-1" }) as never,
    },
  )
  return { actions, reporter }
}

describe("blog posts", () => {
  it("reads date, slug and locale from the folder", () => {
    expect(parsePostPath("2026-08-25-tidas-cli-0-2-0/index.ja.mdx")).toEqual({
      date: "2026-08-25",
      slug: "tidas-cli-0-2-0",
      locale: "ja",
    })
    expect(parsePostPath("notes.mdx")).toBeNull()
  })

  it("creates a post with reading time and excerpt", () => {
    const { actions, reporter } = run(
      "2026-01-02-a/index.en.mdx",
      { title: "A", date: new Date("2026-01-02"), authors: ["tidas-docs"], tags: ["tools"] },
      "Intro.\n\n{/* truncate */}\n\nRest.",
    )
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(actions.createNode.mock.calls[0][0]).toMatchObject({
      slug: "a",
      date: "2026-01-02",
      readingTime: 1,
      excerpt: ["Intro."],
      truncated: true,
    })
  })

  it("fails the build naming the file when an author or tag id is unknown", () => {
    const { reporter } = run("2026-01-02-a/index.en.mdx", {
      title: "A",
      date: "2026-01-02",
      authors: ["nobody"],
      tags: ["nothing"],
    })
    const messages = reporter.panicOnBuild.mock.calls.map((call) => call[0])
    expect(messages).toEqual([
      expect.stringMatching(/content\/blog\/2026-01-02-a\/index\.en\.mdx: unknown author id\(s\) nobody/),
      expect.stringMatching(/unknown tag id\(s\) nothing/),
    ])
  })

  it("has authors and tags with every locale's label", () => {
    const { authors, tags } = readBlogMeta()
    for (const entry of [...Object.values(authors).map((a) => a.name), ...Object.values(tags).map((t) => t.label)]) {
      expect(Object.keys(entry).sort()).toEqual(["en", "ja", "zh-CN"])
    }
  })
})
