import { Box } from '../../../../components/ui/box';
import { Button } from '../../../../components/ui/lean-buttons';
import Typography from '@mui/material/Typography';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import { useProviderSite } from '../../hooks/provider-site-context';
import { useAccountActions } from '../editor/use-account-actions';

/** «… está disponible» or, for «Los testimonios», «… están disponibles» (agreement with the article). */
export function availabilityVerb(feature: string): string {
  return /^(?:los|las)\s/i.test(feature.trim()) ? 'están disponibles' : 'está disponible';
}

/** Shown to a basic-plan owner where a Business feature would be. */
export function UpsellNote({ feature }: { feature: string }) {
  const { provider, setEditing } = useProviderSite();
  const actions = useAccountActions(provider, () => setEditing(false));
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        p: 2.5,
        borderRadius: '12px',
        border: '1px dashed',
        borderColor: 'secondary.light',
        bgcolor: 'rgba(15, 118, 110, 0.05)',
      }}
    >
      <Typography sx={{ flex: 1 }}>
        <strong>{feature}</strong> {availabilityVerb(feature)} en el plan Business.
      </Typography>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<RocketLaunchOutlinedIcon />}
        onClick={() => void actions.onUpgrade()}
        disabled={actions.pending}
      >
        Mejorar a Business
      </Button>
    </Box>
  );
}
