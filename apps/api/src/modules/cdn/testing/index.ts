// Test support of the cdn module, for test code only (docs/decisions/134-module-public-entries.md).
export { exeBytes, jpegImage, multipartBody, pdfBytes, pngImage } from './fixtures';
