export * from './blog.constants';
export * from './blog.messages';
export * from './blog.schemas';
export * from './blog.text';
export * from './blog-head';
export * from './blog-graphql';
