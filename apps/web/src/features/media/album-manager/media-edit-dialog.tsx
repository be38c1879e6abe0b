import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SEO_FILENAME_MAX_LENGTH, TEXTAREA_MAX_LENGTH, UpdateMediaSchema, VIDEO_DESCRIPTION_MAX_LENGTH } from '@eventos/domain';
import type { ServiceType } from '@eventos/domain';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { useServiceTypes } from '../../catalogue';
import type { UpdateMediaBody } from '../api/albums-api';
import type { MediaItem } from '../media-types';
import { isVideoItem } from '../media-types';
import { MediaPicture } from '../gallery/media-picture';
import { FormTextField } from '../../../components/forms/form-text-field';

export interface MediaEditDialogProps {
  /** The item to edit; null closes the dialog. */
  item: MediaItem | null;
  onClose: () => void;
  /** Saves the changes; rejects to keep the dialog open (the API's field errors are shown on the fields). */
  onSave: (item: MediaItem, body: UpdateMediaBody) => Promise<unknown>;
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
/** The form's fields and rules: those of the API's PUT body (UpdateMediaSchema of @eventos/domain). */
const MediaEditSchema = UpdateMediaSchema.pick({ seo_filename: true, description: true, services: true });
type MediaEditValues = z.input<typeof MediaEditSchema>;
const MEDIA_EDIT_FIELDS = ['seo_filename', 'description', 'services'] as const;

export function MediaEditDialog({ item, onClose, onSave, serviceTypeIds }: MediaEditDialogProps) {
  return (
    <Dialog open={item !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="media-edit-title">
      {item ? (
        <EditForm key={item.id} item={item} onClose={onClose} onSave={onSave} serviceTypeIds={serviceTypeIds} />
      ) : null}
    </Dialog>
  );
}

function EditForm({ item, onClose, onSave, serviceTypeIds }: { item: MediaItem } & Omit<MediaEditDialogProps, 'item'>) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<MediaEditValues, unknown, z.output<typeof MediaEditSchema>>({
    resolver: zodResolver(MediaEditSchema),
    defaultValues: { seo_filename: item.seo_filename, description: item.description, services: [...(item.services ?? [])] },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const catalogue = useServiceTypes();
  const options = useMemo(
    () => serviceOptions(serviceTypeIds ?? [], item.services ?? [], catalogue.data ?? []),
    [serviceTypeIds, item.services, catalogue.data],
  );
  const names = new Map(options.map((o) => [o.id, o.name]));
  const max = isVideoItem(item) ? VIDEO_DESCRIPTION_MAX_LENGTH : TEXTAREA_MAX_LENGTH;
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(item, {
        seo_filename: values.seo_filename ?? '',
        description: values.description ?? '',
        ...(options.length > 0 ? { services: values.services ?? [] } : {}),
      });
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, MEDIA_EDIT_FIELDS);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle id="media-edit-title">{isVideoItem(item) ? 'Editar video' : 'Editar foto'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ borderRadius: 2, overflow: 'hidden', mt: 1 }}>
          <MediaPicture item={item} alt="" ratio={1} sizes="160px" priority />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormTextField
            control={control}
            name="seo_filename"
            label="Título"
            helperText="Describe la foto en pocas palabras: ayuda a que te encuentren en buscadores."
            slotProps={{ htmlInput: { maxLength: SEO_FILENAME_MAX_LENGTH } }}
          />
          <FormTextField
            control={control}
            name="description"
            label="Descripción"
            multiline
            minRows={3}
            helperText={`${description.length}/${max}`}
            slotProps={{ htmlInput: { maxLength: max } }}
          />
          {options.length > 0 ? (
            <Controller
              name="services"
              control={control}
              render={({ field, fieldState }) => {
                const services = field.value ?? [];
                return (
                  <TextField
                    select
                    name={field.name}
                    inputRef={field.ref}
                    label="Servicios"
                    value={services}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      const value = event.target.value as unknown;
                      field.onChange(typeof value === 'string' ? value.split(',').map(Number) : (value as number[]));
                    }}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ??
                      (isVideoItem(item) ? 'Los servicios que se ven en este video.' : 'Los servicios que se ven en esta foto.')
                    }
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
                );
              }}
            />
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          Guardar
        </Button>
      </DialogActions>
    </Box>
  );
}
