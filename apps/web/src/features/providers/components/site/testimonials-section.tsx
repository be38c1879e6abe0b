import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useConfirm } from '../../../../components/dialogs/confirm-context';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { useDeleteTestimonial } from '../../api/testimonials-api';
import { useProviderSite } from '../../hooks/provider-site-context';
import type { Testimonial } from '../../types';
import { isBusiness } from '../../utils/provider-format';
import { TestimonialDialog } from './owner-tools';
import { SiteSection } from './site-section';
import { TestimonialsList } from './testimonials-list';
import { UpsellNote } from './upsell-note';

const actionSx = { bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } } as const;

/** Testimonials (Business); the owner adds, edits and deletes them in edit mode. */
export function TestimonialsSection() {
  const { provider, owner, editing } = useProviderSite();
  const confirm = useConfirm();
  const { show, showError } = useSnackbar();
  const remove = useDeleteTestimonial(provider);
  const [dialog, setDialog] = useState<Testimonial | 'new' | null>(null);
  const testimonials = provider.testimonials ?? [];
  const business = isBusiness(provider);
  const ownerEditing = owner && editing;
  if (!testimonials.length && !ownerEditing) return null;

  const onDelete = async (t: Testimonial) => {
    const ok = await confirm({
      title: '¿Eliminar este testimonio?',
      message: `El testimonio de ${t.customer_name} dejará de verse en tu página.`,
      confirmText: 'Eliminar',
      confirmColor: 'error',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(t.id);
      show('Testimonio eliminado');
    } catch (error) {
      showError(error);
    }
  };

  return (
    <SiteSection
      id="testimonios"
      title="Testimonios"
      action={
        ownerEditing && business ? (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
            Agregar
          </Button>
        ) : null
      }
    >
      {testimonials.length ? (
        <TestimonialsList
          testimonials={testimonials}
          renderActions={
            ownerEditing && business
              ? (t) => (
                  <>
                    <IconButton size="small" sx={actionSx} aria-label={`Editar el testimonio de ${t.customer_name}`} onClick={() => setDialog(t)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" sx={actionSx} aria-label={`Eliminar el testimonio de ${t.customer_name}`} onClick={() => void onDelete(t)}>
                      <DeleteOutlineOutlinedIcon fontSize="small" />
                    </IconButton>
                  </>
                )
              : undefined
          }
        />
      ) : business ? (
        <p className="MuiTypography-root MuiTypography-body1 site-body1 site-muted">
          Agrega lo que tus clientes dicen de ti: es lo que más confianza genera.
        </p>
      ) : null}
      {ownerEditing && !business ? <UpsellNote feature="Los testimonios" /> : null}
      {owner ? (
        <Suspense fallback={null}>
          <TestimonialDialog provider={provider} testimonial={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </SiteSection>
  );
}
