import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import { ReviewResponseSchema, TEXTAREA_MAX_LENGTH } from '@eventos/domain';
import type { ReviewOut } from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useRespondReview } from '../api/reviews-api';
import { FormTextField } from '../../../components/forms/form-text-field';

/** The owner's public answer to a review (ReviewItem loads it on «Responder»). */
export function AnswerForm({ review, onDone }: { review: ReviewOut; onDone: () => void }) {
  const respond = useRespondReview();
  const { show, showError } = useSnackbar();
  const { control, handleSubmit, formState } = useForm<{ response: string }>({
    resolver: zodResolver(ReviewResponseSchema),
    defaultValues: { response: review.response ?? '' },
  });
  const submit = handleSubmit(async ({ response }) => {
    try {
      await respond.mutateAsync({ id: review.id, response });
      show(review.response ? 'Actualizaste tu respuesta' : 'Publicaste tu respuesta');
      onDone();
    } catch (error) {
      showError(error);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
      <FormTextField
        control={control}
        name="response"
        label="Tu respuesta pública"
        multiline
        minRows={3}
        fullWidth
        autoFocus
        helperText="Se publica debajo de la reseña."
        slotProps={{ htmlInput: { maxLength: TEXTAREA_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={formState.isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Publicar respuesta
        </Button>
      </Box>
    </Box>
  );
}
