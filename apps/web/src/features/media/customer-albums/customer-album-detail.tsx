import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BookmarkRemoveOutlinedIcon from '@mui/icons-material/BookmarkRemoveOutlined';
import { MasonryGallery } from '../gallery/masonry-gallery';
import { itemsLabel } from './album-cover';
import { AlbumMenu } from './album-menu';
import { useCustomerAlbum, useCustomerAlbumActions } from './use-customer-albums';

export interface CustomerAlbumDetailProps {
  albumId: number;
  onBack: () => void;
}

/** One customer album: its photos and videos in the masonry gallery, each removable. */
export function CustomerAlbumDetail({ albumId, onBack }: CustomerAlbumDetailProps) {
  const album = useCustomerAlbum(albumId);
  const actions = useCustomerAlbumActions();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit" size="small">
          Mis álbumes
        </Button>
        <Box sx={{ flex: 1 }} />
        {album.data ? <AlbumMenu album={album.data} onDeleted={onBack} /> : null}
      </Box>
      {album.data ? (
        <Box>
          <Typography variant="h6" component="h3">
            {album.data.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {itemsLabel(album.data.items_count)}
          </Typography>
        </Box>
      ) : (
        <Skeleton width={220} height={40} />
      )}
      {album.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : album.error ? (
        <Typography sx={{ color: 'error.main' }}>No pudimos cargar el álbum. Intenta nuevamente.</Typography>
      ) : (
        <MasonryGallery
          items={album.data.items}
          ariaLabel={`Álbum ${album.data.name}`}
          allowSave={false}
          emptyText="Este álbum está vacío. Guarda aquí fotos y videos desde los sitios de los proveedores."
          itemActions={(item) => (
            <Tooltip title="Quitar del álbum">
              <IconButton
                aria-label="Quitar del álbum"
                size="small"
                disabled={actions.removeItem.isPending}
                onClick={() => actions.removeItem.mutate({ id: albumId, mediaId: item.id })}
                sx={{ bgcolor: 'rgba(255,255,255,0.92)', boxShadow: '0 1px 4px rgba(0,0,0,0.25)', '&:hover': { bgcolor: '#fff' } }}
              >
                <BookmarkRemoveOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        />
      )}
    </Box>
  );
}
