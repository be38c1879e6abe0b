import { lazy, Suspense } from 'react';
import Typography from '@mui/material/Typography';

export const PROVIDER_COUNT_SX = { mt: 2, minHeight: '1.5em', color: 'rgba(255,255,255,0.92)', fontWeight: 600 } as const;

// The count arrives with a request anyway: its code (and the domain formatter it uses) loads
// beside that request instead of in the home page's initial JavaScript.
const ProviderCount = lazy(() => import('./provider-count'));

/** Place of the provider count under the hero search, the same height before and after it loads. */
export function ProviderCountSlot() {
  return (
    <Suspense fallback={<Typography sx={PROVIDER_COUNT_SX}>{''}</Typography>}>
      <ProviderCount />
    </Suspense>
  );
}
