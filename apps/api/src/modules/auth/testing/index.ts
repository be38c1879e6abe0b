// Test support of the auth module, for test code only (docs/decisions/134-module-public-entries.md).
export { createSignedInUser } from './session';
