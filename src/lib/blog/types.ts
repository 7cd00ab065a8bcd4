// Blog data as the page queries select it (the fragments live beside the components that render
// them: BlogPostHeader, BlogPostCard). The types are generated from those fragments.

export type AuthorView = Queries.BlogAuthorViewFragment
export type TagView = Queries.BlogTagViewFragment
export type PostCard = Queries.BlogPostCardFragment
