import Avatar from '@mui/material/Avatar';
import PhotoAlbumOutlinedIcon from '@mui/icons-material/PhotoAlbumOutlined';
import type { GalleryMedia } from '../media-types';
import { pickSize } from '../gallery/image-sources';

/** The album's first photo or video as a small square, or an album icon when empty. */
/** What a cover needs: the image URLs of a photo or video. */
export type CoverImage = Pick<GalleryMedia, 'sizes' | 'url'> & { thumbnail_url?: string | null };

export function AlbumCover({ album, size = 48 }: { album: { cover: CoverImage | null }; size?: number }) {
  const src = album.cover ? pickSize(album.cover, 'thumbnail') : null;
  return (
    <Avatar variant="rounded" src={src ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: 'rgba(176, 23, 75, 0.08)', color: 'primary.main' }}>
      <PhotoAlbumOutlinedIcon />
    </Avatar>
  );
}

/** "1 foto o video" / "3 fotos y videos". */
export function itemsLabel(count: number): string {
  return count === 1 ? '1 foto o video' : `${count} fotos y videos`;
}
