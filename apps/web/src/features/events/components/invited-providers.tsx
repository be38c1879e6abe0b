import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { EventInvitation } from '../types';

/**
 * «Proveedores invitados» on the customer's event page: the providers the event was sent to with
 * "Solicitar cotización" from their sites (they see it and can quote it). Nothing when there is none.
 */
export function InvitedProviders({ invitations }: { invitations: EventInvitation[] | undefined }) {
  if (!invitations?.length) return null;
  return (
    <Box component="section" aria-labelledby="invited-providers-title" sx={{ mt: 3 }}>
      <Typography id="invited-providers-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Proveedores invitados ({invitations.length})
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Les enviaste este evento desde su sitio: lo ven y pueden cotizarlo.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {invitations.map((invitation) => (
          <Box
            component="li"
            key={invitation.provider_id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
          >
            <StorefrontOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
            <Link component={RouterLink} to={`/${invitation.slug}`} sx={{ overflowWrap: 'anywhere' }}>
              {invitation.company_name}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
