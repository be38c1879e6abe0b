import Typography from '@mui/material/Typography';
import { formatUsdInSoles } from '@eventos/domain';
import { useExchangeRate } from '../api/exchange-rate';

/** A USD amount also in soles at the admins' exchange rate, with the rate and its date. */
export function UsdInSoles({ usdCents }: { usdCents: number }) {
  const rate = useExchangeRate();
  if (!rate.data) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {formatUsdInSoles(usdCents, rate.data)}
    </Typography>
  );
}
