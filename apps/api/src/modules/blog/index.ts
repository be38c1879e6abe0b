// Public entry of the blog module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { registerBlogGraphQL } from './blog-graphql.plugin';
export { renderMarkdown } from './markdown';
