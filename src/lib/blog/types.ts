// Blog data as page contexts carry it: resolved for one locale, hrefs included.

export interface AuthorView {
  id: string
  name: string
  title: string
  url: string | null
  imageUrl: string | null
  href: string
}

export interface TagView {
  id: string
  label: string
  href: string
  description: string | null
}

export interface PostCard {
  title: string
  href: string
  date: string
  readingTime: number
  excerpt: string[]
  truncated: boolean
  authors: AuthorView[]
  tags: TagView[]
}
