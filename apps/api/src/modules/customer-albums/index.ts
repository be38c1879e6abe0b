// Public entry of the customer-albums module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { CreateCustomerAlbumSchema, CustomerAlbumItemSchema, RenameCustomerAlbumSchema } from './customer-albums.schemas';
