import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { TEXTAREA_MAX_LENGTH, TestimonialSchema } from '@eventos/domain';
import type { TestimonialInput } from '@eventos/domain';
import type { z } from 'zod';
import { useSaveTestimonial } from '../../api/testimonials-api';
import type { Provider, Testimonial } from '../../types';
import { ImageUploadField } from '../fields/image-upload-field';
import type { ImageUploadFieldHandle } from '../fields/image-upload-field';
import { EditorActions } from './editor-actions';
import { useEditorSubmit } from './use-editor-submit';
import { FormTextField } from '../../../../components/forms/form-text-field';

export interface TestimonialDialogProps {
  provider: Provider;
  /** The testimonial to edit, `'new'` to add one, null when closed. */
  testimonial: Testimonial | 'new' | null;
  onClose: () => void;
}

/**
 * Adds or edits a testimonial: customer_name, testimonial, company_url, photo (Business). The photo
 * is picked with the shared photo picker (one photo) and uploaded to the CDN folder 'testimonials'.
 */
export function TestimonialDialog({ provider, testimonial, onClose }: TestimonialDialogProps) {
  return (
    <Dialog open={testimonial !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="testimonio-titulo">
      {testimonial !== null ? (
        <TestimonialForm provider={provider} testimonial={testimonial === 'new' ? null : testimonial} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

const FIELDS = ['customer_name', 'testimonial', 'company_url', 'photo'];

function TestimonialForm({ provider, testimonial, onClose }: { provider: Provider; testimonial: Testimonial | null; onClose: () => void }) {
  const mutation = useSaveTestimonial(provider);
  const [photoUrl, setPhotoUrl] = useState(testimonial?.photo_url ?? null);
  const [uploading, setUploading] = useState(false);
  const photoField = useRef<ImageUploadFieldHandle>(null);
  const form = useForm<z.input<typeof TestimonialSchema>, unknown, TestimonialInput>({
    resolver: zodResolver(TestimonialSchema),
    defaultValues: {
      customer_name: testimonial?.customer_name ?? '',
      testimonial: testimonial?.testimonial ?? '',
      company_url: testimonial?.company_url ?? '',
      photo: testimonial?.photo ?? '',
    },
  });

  const { control, setValue } = form;
  const { formRef, onSubmit } = useEditorSubmit(
    form,
    async (values) => {
      await mutation.mutateAsync({ ...values, ...(testimonial ? { id: testimonial.id } : {}) });
      return testimonial ? 'Testimonio actualizado' : 'Testimonio agregado';
    },
    { fields: FIELDS, onDone: onClose },
  );

  /** A photo whose upload failed is tried again before saving (saving uploads the added photo). */
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await photoField.current?.uploadPending()) === false) return;
    await onSubmit();
  };

  const text = (name: 'customer_name' | 'testimonial' | 'company_url', label: string, extra: object = {}) => (
    <FormTextField control={control} name={name} label={label} fullWidth {...extra} />
  );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle id="testimonio-titulo">{testimonial ? 'Editar testimonio' : 'Nuevo testimonio'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        {text('customer_name', 'Nombre del cliente', { required: true, autoFocus: true })}
        {text('testimonial', 'Testimonio', { required: true, multiline: true, minRows: 4, slotProps: { htmlInput: { maxLength: TEXTAREA_MAX_LENGTH } } })}
        {text('company_url', 'Web de la empresa del cliente (opcional)', { placeholder: 'www.empresa.pe' })}
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          Foto del cliente (opcional)
        </Typography>
        <ImageUploadField
          ref={photoField}
          folder="testimonials"
          currentUrl={photoUrl}
          label={photoUrl ? 'Cambiar foto' : 'Subir foto'}
          previewSize={72}
          onBusyChange={setUploading}
          onUploaded={(image) => {
            setPhotoUrl(image.url);
            setValue('photo', image.path || image.url, { shouldDirty: true });
          }}
        />
        <EditorActions saving={mutation.isPending} onCancel={onClose} disabled={uploading} />
      </DialogContent>
    </form>
  );
}
