import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SetExchangeRateSchema, formatDate, limaToday } from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useExchangeRate, useSetExchangeRate } from '../api/exchange-rate';

type Input = z.input<typeof SetExchangeRateSchema>;
type Output = z.output<typeof SetExchangeRateSchema>;

/** Admins set the USD→PEN rate used to show USD quotations in soles. */
export function ExchangeRateCard() {
  const { show, showError } = useSnackbar();
  const rate = useExchangeRate();
  const mutation = useSetExchangeRate();
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(SetExchangeRateSchema),
    defaultValues: { usd_pen: '' as unknown as number, rate_date: limaToday() },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      show('Tipo de cambio actualizado');
    } catch (error) {
      showError(error, 'No se pudo guardar el tipo de cambio.');
    }
  });
  return (
    <Card component="section" aria-labelledby="tipo-cambio-titulo" sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="tipo-cambio-titulo" variant="h6" component="h2">
          Tipo de cambio para cotizaciones en dólares
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {rate.data
            ? `Vigente: S/ ${rate.data.usd_pen.toFixed(4)} por dólar, del ${formatDate(rate.data.rate_date)}.`
            : 'Aún no hay tipo de cambio: los clientes no verán el equivalente en soles de las cotizaciones en dólares.'}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <TextField
            label="Soles por dólar"
            inputMode="decimal"
            {...register('usd_pen')}
            error={Boolean(formState.errors.usd_pen)}
            helperText={formState.errors.usd_pen?.message}
          />
          <TextField
            label="Fecha"
            type="date"
            {...register('rate_date')}
            error={Boolean(formState.errors.rate_date)}
            helperText={formState.errors.rate_date?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ mt: 1 }}>
            Guardar
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
