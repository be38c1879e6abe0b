/** Blog feature: list, post, editor and home section; data only through the GraphQL content service. */
export {
  blogGraphQL,
  blogKeys,
  blogPostsQuery,
  blogPostQuery,
  blogCategoriesQuery,
  latestBlogPostsQuery,
  graphqlUrl,
} from './api/blog-graphql';
export { blogListArgs, prefetchBlogList, prefetchBlogPost, prefetchLatestPosts } from './api/blog-route-data';
export { BlogPostCard, BlogPostGrid } from './components/blog-post-card';
export { useLatestBlogPosts } from './api/use-latest-blog-posts';
