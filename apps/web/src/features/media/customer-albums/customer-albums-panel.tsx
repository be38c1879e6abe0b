import { useState } from 'react';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import { AlbumNameDialog } from './album-name-dialog';
import { CustomerAlbumDetail } from './customer-album-detail';
import { CustomerAlbumGrid } from './customer-album-grid';
import { useCustomerAlbumActions, useCustomerAlbums } from './use-customer-albums';

export interface CustomerAlbumsPanelProps {
  /** Heading level of "Mis álbumes". Default 'h2'. */
  headingComponent?: 'h2' | 'h3';
}

/**
 * "Mis álbumes" for /micuenta: the signed-in user's albums (create, rename, delete), and inside
 * each one its saved photos and videos (remove items).
 */
export function CustomerAlbumsPanel({ headingComponent = 'h2' }: CustomerAlbumsPanelProps) {
  const albums = useCustomerAlbums();
  const actions = useCustomerAlbumActions();
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <Card component="section" aria-labelledby="mis-albumes-titulo">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography id="mis-albumes-titulo" variant="h5" component={headingComponent}>
              Mis álbumes
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Las fotos y videos que guardaste de los proveedores.
            </Typography>
          </Box>
          {openId === null ? (
            <Button variant="outlined" startIcon={<CreateNewFolderOutlinedIcon />} onClick={() => setCreating(true)}>
              Nuevo álbum
            </Button>
          ) : null}
        </Box>
        {openId !== null ? (
          <CustomerAlbumDetail albumId={openId} onBack={() => setOpenId(null)} />
        ) : albums.isPending ? (
          <Box role="status" aria-label="Cargando álbumes" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, 100%), 1fr))' }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={190} />
            ))}
          </Box>
        ) : albums.error ? (
          <Typography sx={{ color: 'error.main' }}>No pudimos cargar tus álbumes. Intenta nuevamente.</Typography>
        ) : albums.data.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            Aún no tienes álbumes. En la galería de un proveedor, usa «Guardar en Mis álbumes» para juntar las fotos y videos que te gustan.
          </Typography>
        ) : (
          <CustomerAlbumGrid albums={albums.data} onOpen={(album) => setOpenId(album.id)} />
        )}
      </CardContent>
      <AlbumNameDialog
        open={creating}
        title="Nuevo álbum"
        confirmText="Crear"
        onClose={() => setCreating(false)}
        onSubmit={(name) => actions.create.mutateAsync({ name })}
      />
    </Card>
  );
}
