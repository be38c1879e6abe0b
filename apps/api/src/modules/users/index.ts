// Public entry of the users module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { findAdminFlag, setUploadedAvatar } from './users.repository';
