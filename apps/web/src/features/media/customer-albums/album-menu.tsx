import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import type { CustomerAlbum } from '../media-types';
import { AlbumNameDialog } from './album-name-dialog';
import { useCustomerAlbumActions } from './use-customer-albums';

export interface AlbumMenuProps {
  album: Pick<CustomerAlbum, 'id' | 'name'>;
  /** After the album was deleted. */
  onDeleted?: () => void;
}

/** "Más opciones" of a customer album: Renombrar, Eliminar (confirmed). */
export function AlbumMenu({ album, onDeleted }: AlbumMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const actions = useCustomerAlbumActions();
  const confirm = useConfirm();

  const remove = async () => {
    setAnchor(null);
    const ok = await confirm({
      title: 'Eliminar álbum',
      message: `¿Eliminar el álbum «${album.name}»? Las fotos y videos seguirán en los sitios de los proveedores.`,
      confirmText: 'Eliminar',
      confirmColor: 'error',
    });
    if (ok) actions.remove.mutate(album.id, { onSuccess: () => onDeleted?.() });
  };

  return (
    <>
      <IconButton
        aria-label={`Más opciones del álbum ${album.name}`}
        aria-haspopup="true"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setRenaming(true);
          }}
        >
          <ListItemIcon>
            <DriveFileRenameOutlineIcon fontSize="small" />
          </ListItemIcon>
          Renombrar
        </MenuItem>
        <MenuItem onClick={() => void remove()} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Eliminar
        </MenuItem>
      </Menu>
      <AlbumNameDialog
        open={renaming}
        title="Renombrar álbum"
        initialName={album.name}
        onClose={() => setRenaming(false)}
        onSubmit={(name) => actions.rename.mutateAsync({ id: album.id, name })}
      />
    </>
  );
}
