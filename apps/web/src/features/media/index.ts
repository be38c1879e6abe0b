/**
 * Public entry of the media feature (web): the photo picker, the owner's album manager, video
 * dialogs, the masonry gallery, "Me gusta" and "Mis álbumes" (issue 5), and the image compressor page.
 */
export { PhotoPicker } from './photo-picker/photo-picker';
export type { PhotoPickerHandle, PhotoPickerProps } from './photo-picker/photo-picker';
export { PhotoPickerView } from './photo-picker/photo-picker-view';
export type { PhotoPickerViewProps } from './photo-picker/photo-picker-view';
export { usePhotoPicker } from './photo-picker/use-photo-picker';
export type { PhotoPickerApi, PhotoPickerSaveResult, UsePhotoPickerOptions } from './photo-picker/use-photo-picker';
export type { PickerItem, PickerItemStatus } from './photo-picker/picker-state';
export { AlbumUndefinedError } from './photo-picker/photo-rules';
export { SlideshowDialog } from './slideshow/slideshow-dialog';
export type { Slide, SlideshowDialogProps } from './slideshow/slideshow-dialog';
export { AlbumManager } from './album-manager/album-manager';
export type { AlbumManagerProps } from './album-manager/album-manager';
export { LazyAlbumManager } from './album-manager/lazy-album-manager';
export { LazySaveToAlbumDialog, LazySlideshowDialog, LazyVideoPlayerDialog } from './lazy-dialogs';
export { VideoInsertDialog } from './video/video-insert-dialog';
export type { VideoInsertDialogProps } from './video/video-insert-dialog';
export { VideoPlayerDialog } from './video/video-player-dialog';
export type { VideoPlayerDialogProps } from './video/video-player-dialog';
export { MasonryGallery } from './gallery/masonry-gallery';
export type { MasonryGalleryProps } from './gallery/masonry-gallery';
export { MediaPicture } from './gallery/media-picture';
export { LikeButton } from './likes/like-button';
export { PLAIN_ICON_SX, plainIcon } from './plain-icon';
export { useLike } from './likes/use-like';
export type { LikeButtonProps } from './likes/like-button';
export { SaveToAlbumDialog } from './customer-albums/save-to-album-dialog';
export type { SaveToAlbumDialogProps } from './customer-albums/save-to-album-dialog';
export { CustomerAlbumsPanel } from './customer-albums/customer-albums-panel';
export type { CustomerAlbumsPanelProps } from './customer-albums/customer-albums-panel';
export { uploadToCdn } from './api/cdn-upload';
export { invalidateAlbumCaches, mediaKeys } from './api/media-keys';
export { buildSrcSet } from './gallery/image-sources';
export type { Album, CustomerAlbum, CustomerAlbumDetail, GalleryMedia, MediaItem, MediaSizes, UploadedImage, VideoData, LikeState, LikeTargetType } from './media-types';
