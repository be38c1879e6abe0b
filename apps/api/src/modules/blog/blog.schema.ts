// The content service's GraphQL schema (SDL). Readers: posts, post, relatedPosts, categories, tags,
// authors. Editors (admins): editorPosts, editorPost, markdownPreview and the mutations.
export const BLOG_SDL = /* GraphQL */ `
  enum PostStatus {
    draft
    published
    scheduled
  }

  type Cover {
    url: String!
    shareUrl: String!
    width: Int
    height: Int
  }

  type Category {
    slug: String!
    name: String!
    description: String!
    postCount: Int!
  }

  type Tag {
    slug: String!
    name: String!
    postCount: Int
  }

  type Author {
    name: String!
  }

  type ProviderLink {
    slug: String!
    name: String!
  }

  type Post {
    id: ID!
    slug: String!
    title: String!
    excerpt: String!
    cover: Cover
    publishedAt: String
    updatedAt: String!
    readingMinutes: Int!
    category: Category
    tags: [Tag!]!
    author: Author!
    contentHtml: String!
    seoTitle: String
    seoDescription: String
    mentionedProviders: [ProviderLink!]!
    related(limit: Int = 3): [Post!]!
  }

  type PostPage {
    items: [Post!]!
    total: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  type EditorPost {
    id: ID!
    slug: String!
    title: String!
    excerpt: String!
    contentMarkdown: String!
    seoTitle: String
    seoDescription: String
    status: PostStatus!
    publishedAt: String
    updatedAt: String!
    coverUploadId: Int
    cover: Cover
    category: Category
    tags: [Tag!]!
  }

  type EditorPostPage {
    items: [EditorPost!]!
    total: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  type Viewer {
    canEdit: Boolean!
  }

  input PostInput {
    title: String!
    slug: String
    excerpt: String!
    contentMarkdown: String!
    seoTitle: String
    seoDescription: String
    categorySlug: String!
    tags: [String!]
    coverUploadId: Int
    status: PostStatus!
    publishAt: String
  }

  type Query {
    posts(page: Int = 1, pageSize: Int = 9, category: String, tag: String): PostPage!
    post(slug: String!): Post
    relatedPosts(slug: String!, limit: Int = 3): [Post!]!
    categories: [Category!]!
    tags: [Tag!]!
    authors: [Author!]!
    viewer: Viewer!
    editorPosts(page: Int = 1, pageSize: Int = 20): EditorPostPage!
    editorPost(id: ID!): EditorPost
    markdownPreview(markdown: String!): String!
  }

  type Mutation {
    createPost(input: PostInput!): EditorPost!
    updatePost(id: ID!, input: PostInput!): EditorPost!
    deletePost(id: ID!): Boolean!
  }
`;
