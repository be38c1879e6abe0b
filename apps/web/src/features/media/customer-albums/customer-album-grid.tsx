import { Box } from '../../../components/ui/box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import PhotoAlbumOutlinedIcon from '@mui/icons-material/PhotoAlbumOutlined';
import type { CustomerAlbum } from '../media-types';
import { pickSize } from '../gallery/image-sources';
import { itemsLabel } from './album-cover';
import { AlbumMenu } from './album-menu';

export interface CustomerAlbumGridProps {
  albums: readonly CustomerAlbum[];
  onOpen: (album: CustomerAlbum) => void;
}

/** Cards of the customer's albums: cover, name, how many items, and the album menu. */
export function CustomerAlbumGrid({ albums, onOpen }: CustomerAlbumGridProps) {
  return (
    <Box role="list" aria-label="Mis álbumes" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, 100%), 1fr))' }}>
      {albums.map((album) => {
        const cover = album.cover ? pickSize(album.cover, 'md') : null;
        return (
          <Box role="listitem" key={album.id} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper' }}>
            <ButtonBase onClick={() => onOpen(album)} aria-label={`Abrir el álbum ${album.name}`} sx={{ display: 'block', width: '100%' }}>
              <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'rgba(176, 23, 75, 0.06)', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
                {cover ? (
                  <Box component="img" src={cover} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                ) : (
                  <PhotoAlbumOutlinedIcon aria-hidden="true" sx={{ fontSize: 40, color: 'primary.main', opacity: 0.6 }} />
                )}
              </Box>
            </ButtonBase>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 1.5, pr: 0.5, py: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography title={album.name} sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                  {album.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {itemsLabel(album.items_count)}
                </Typography>
              </Box>
              <AlbumMenu album={album} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
