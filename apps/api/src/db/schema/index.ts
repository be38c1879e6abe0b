// Every table of the data model (see docs/data-model.md). Import tables from here.
export * from './catalogue';
export * from './users';
export * from './uploads';
export * from './providers';
export * from './media';
export * from './likes';
export * from './reviews';
export * from './events';
export * from './quotations';
export * from './system';
export * from './blog';
export * from './legal';
export * from './conversations';
export * from './relations';
export * from './enums';
