export interface PostSummary {
  title: string
  href: string
  date: string
}

/** Posts grouped by year, newest year first, newest post first in each year. */
export function groupByYear<T extends PostSummary>(posts: T[]): Array<{ year: string; posts: T[] }> {
  const sorted = [...posts].sort((a, b) => b.date.localeCompare(a.date))
  const groups: Array<{ year: string; posts: T[] }> = []
  for (const post of sorted) {
    const year = post.date.slice(0, 4)
    const last = groups[groups.length - 1]
    if (last && last.year === year) last.posts.push(post)
    else groups.push({ year, posts: [post] })
  }
  return groups
}

/** Splits items into pages of `size`; page 1 at the base path, then base/page/2 … */
export function paginate<T>(items: T[], size: number, basePath: string) {
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  const pathOf = (page: number) => (page === 1 ? basePath : `${basePath}/page/${page}`)
  return Array.from({ length: pageCount }, (_, index) => {
    const page = index + 1
    return {
      page,
      pageCount,
      path: pathOf(page),
      items: items.slice(index * size, page * size),
      newer: page > 1 ? pathOf(page - 1) : null,
      older: page < pageCount ? pathOf(page + 1) : null,
    }
  })
}
