import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { AnswerComplaintSchema, type AnswerComplaintInput } from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useAnswerComplaint } from '../api/complaints';

/** The admin's answer to one sheet (sent to the consumer by e-mail; only once). */
export function AnswerForm({ complaintId }: { complaintId: number }) {
  const { show, showError } = useSnackbar();
  const mutation = useAnswerComplaint();
  const { register, handleSubmit, formState } = useForm<AnswerComplaintInput>({
    resolver: zodResolver(AnswerComplaintSchema),
    defaultValues: { answer: '' },
  });
  const onSubmit = handleSubmit(async ({ answer }) => {
    try {
      await mutation.mutateAsync({ id: complaintId, answer });
      show('Respuesta enviada al consumidor');
    } catch (error) {
      showError(error, 'No se pudo enviar la respuesta. Intenta nuevamente.');
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        label="Respuesta al consumidor"
        multiline
        minRows={3}
        {...register('answer')}
        error={Boolean(formState.errors.answer)}
        helperText={formState.errors.answer?.message ?? 'Se envía por correo y no se puede cambiar después.'}
      />
      <Box>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          Enviar respuesta
        </Button>
      </Box>
    </Box>
  );
}
