import { useQuery } from '@tanstack/react-query';
import { blogGraphQL, latestBlogPostsQuery } from './blog-graphql';

/** The newest posts for the home (BLOG_HOME_POSTS). */
export function useLatestBlogPosts() {
  return useQuery(latestBlogPostsQuery(blogGraphQL));
}
