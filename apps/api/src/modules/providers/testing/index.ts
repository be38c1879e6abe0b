// Test support of the providers module, for test code only (docs/decisions/134-module-public-entries.md).
export { addPhoto, affiliationBody, albumOf, createSignedInUser, district, ownerWithProvider, seedProvider, serviceTypeIds, type Headers, type SeedProviderOptions } from './test-utils';
