// Test support of the albums module, for test code only (docs/decisions/134-module-public-entries.md).
export { addPhoto, registerMedia, uploadKeys, uploadPhoto, type UploadedPhoto } from './album-fixtures';
