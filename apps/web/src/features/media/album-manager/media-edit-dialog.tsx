import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SEO_FILENAME_MAX_LENGTH, TEXTAREA_MAX_LENGTH, VIDEO_DESCRIPTION_MAX_LENGTH } from '@eventos/domain';
import type { ServiceType } from '@eventos/domain';
import { useServiceTypes } from '../../catalogue';
import type { UpdateMediaBody } from '../api/albums-api';
import type { MediaItem } from '../media-types';
import { isVideoItem } from '../media-types';
import { MediaPicture } from '../gallery/media-picture';

export interface MediaEditDialogProps {
  /** The item to edit; null closes the dialog. */
  item: MediaItem | null;
  pending?: boolean;
  onClose: () => void;
  onSave: (item: MediaItem, body: UpdateMediaBody) => void;
  /** The provider's services (service type ids) the item can be tagged with. */
  serviceTypeIds?: readonly number[];
}

export interface ServiceOption {
  id: number;
  name: string;
}

/**
 * The services offered in the select: the provider's, then any the item already has, named from
 * the catalogue of service types (loaded at start-up).
 */
export function serviceOptions(
  providerServices: readonly number[],
  itemServices: readonly number[],
  catalogue: readonly Pick<ServiceType, 'id' | 'type_name'>[],
): ServiceOption[] {
  const names = new Map(catalogue.map((s) => [s.id, s.type_name]));
  const ids = [...new Set([...providerServices, ...itemServices])];
  return ids.map((id) => ({ id, name: names.get(id) ?? `Servicio ${id}` }));
}

/** Title (seo_filename), description and services of a photo or video. */
export function MediaEditDialog({ item, pending, onClose, onSave, serviceTypeIds }: MediaEditDialogProps) {
  return (
    <Dialog open={item !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="media-edit-title">
      {item ? (
        <EditForm key={item.id} item={item} pending={pending} onClose={onClose} onSave={onSave} serviceTypeIds={serviceTypeIds} />
      ) : null}
    </Dialog>
  );
}

function EditForm({ item, pending, onClose, onSave, serviceTypeIds }: { item: MediaItem } & Omit<MediaEditDialogProps, 'item'>) {
  const [title, setTitle] = useState(item.seo_filename);
  const [description, setDescription] = useState(item.description);
  const [services, setServices] = useState<number[]>(() => [...(item.services ?? [])]);
  const catalogue = useServiceTypes();
  const options = useMemo(
    () => serviceOptions(serviceTypeIds ?? [], item.services ?? [], catalogue.data ?? []),
    [serviceTypeIds, item.services, catalogue.data],
  );
  const names = new Map(options.map((o) => [o.id, o.name]));
  const max = isVideoItem(item) ? VIDEO_DESCRIPTION_MAX_LENGTH : TEXTAREA_MAX_LENGTH;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(item, {
          seo_filename: title.trim(),
          description: description.trim(),
          ...(options.length > 0 ? { services } : {}),
        });
      }}
    >
      <DialogTitle id="media-edit-title">{isVideoItem(item) ? 'Editar video' : 'Editar foto'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ borderRadius: 2, overflow: 'hidden', mt: 1 }}>
          <MediaPicture item={item} alt="" ratio={1} sizes="160px" priority />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            label="Título"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            helperText="Describe la foto en pocas palabras: ayuda a que te encuentren en buscadores."
            slotProps={{ htmlInput: { maxLength: SEO_FILENAME_MAX_LENGTH } }}
          />
          <TextField
            label="Descripción"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={3}
            helperText={`${description.length}/${max}`}
            slotProps={{ htmlInput: { maxLength: max } }}
          />
          {options.length > 0 ? (
            <TextField
              select
              label="Servicios"
              value={services}
              onChange={(event) => {
                const value = event.target.value as unknown;
                setServices(typeof value === 'string' ? value.split(',').map(Number) : (value as number[]));
              }}
              helperText={isVideoItem(item) ? 'Los servicios que se ven en este video.' : 'Los servicios que se ven en esta foto.'}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) => (selected as number[]).map((id) => names.get(id) ?? `Servicio ${id}`).join(', '),
                },
              }}
            >
              {options.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  <Checkbox size="small" checked={services.includes(option.id)} sx={{ p: 0.5, mr: 1 }} />
                  <ListItemText primary={option.name} />
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          Guardar
        </Button>
      </DialogActions>
    </Box>
  );
}
