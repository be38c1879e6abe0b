export { ShareButtons } from './share-buttons';
export type { ShareButtonsProps } from './share-buttons';
export { shareLinks } from './share-links';
