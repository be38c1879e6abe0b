import { Box } from '../../../components/ui/box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { ContentContainer } from '../../../components/layout/content-container';

/** Placeholder of /micuenta while the user loads. */
export function MyAccountSkeleton() {
  return (
    <ContentContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Box role="status" aria-label="Cargando tu cuenta">
        <Skeleton variant="text" sx={{ fontSize: '2.125rem', maxWidth: 240 }} />
        <Skeleton variant="text" sx={{ maxWidth: 360, mb: 4 }} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' } }}>
          <Card>
            <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, p: 3 }}>
              <Skeleton variant="circular" width={120} height={120} />
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="rounded" width={140} height={36} />
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, p: 3 }}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </CardContent>
          </Card>
        </Box>
      </Box>
    </ContentContainer>
  );
}
