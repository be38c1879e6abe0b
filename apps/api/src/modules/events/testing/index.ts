// Test support of the events module, for test code only (docs/decisions/134-module-public-entries.md).
export { area, caller, createSignedInUser, eventBody, insertEvent, providerOwner, publishEvent, quotationBody, sendQuotation, serviceTypeIds, type Headers } from './test-utils';
