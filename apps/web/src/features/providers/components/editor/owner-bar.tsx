import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { PLAN_LABELS } from '@eventos/domain';
import type { Plan } from '@eventos/domain';
import { useProviderSite } from '../../hooks/provider-site-context';
import { isBusiness } from '../../utils/provider-format';
import { useAccountActions } from './use-account-actions';

/** The owner's toolbar on their site: plan, "Mejorar a Business", the "Editar sitio" switch, unlink/delete. */
export function OwnerBar() {
  const { provider, editing, setEditing } = useProviderSite();
  const actions = useAccountActions(provider, () => setEditing(false));
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const plan = (isBusiness(provider) ? 'business' : 'basic') as Plan;
  // «Elige Business» on /soy-un-proveedor leads here with ?plan=business: the upgrade dialog opens
  // once, with the price and terms.
  const [params, setParams] = useSearchParams();
  const wantsBusiness = params.get('plan') === 'business';
  const offered = useRef(false);
  useEffect(() => {
    if (!wantsBusiness || offered.current) return;
    offered.current = true;
    setParams((p) => {
      p.delete('plan');
      return p;
    }, { replace: true });
    if (plan === 'basic') void actions.onUpgrade();
  }, [wantsBusiness, plan, actions, setParams]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Herramientas de tu sitio"
      sx={{
        px: { xs: 2, sm: 2.5 },
        py: 1.25,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 1.5 },
        flexWrap: 'wrap',
        bgcolor: editing ? 'rgba(176, 23, 75, 0.04)' : 'background.paper',
        borderColor: editing ? 'primary.light' : 'divider',
      }}
    >
      <StorefrontOutlinedIcon sx={{ color: 'primary.main' }} aria-hidden="true" />
      <Typography sx={{ fontWeight: 700 }}>Tu sitio</Typography>
      <Chip
        size="small"
        label={`Plan ${PLAN_LABELS[plan]}`}
        color={plan === 'business' ? 'secondary' : 'default'}
        variant={plan === 'business' ? 'filled' : 'outlined'}
      />
      {plan === 'basic' ? (
        <Button
          size="small"
          variant="text"
          startIcon={<RocketLaunchOutlinedIcon />}
          onClick={() => void actions.onUpgrade()}
          disabled={actions.pending}
        >
          Mejorar a Business
        </Button>
      ) : null}
      <Box sx={{ flex: 1 }} />
      <FormControlLabel
        control={<Switch checked={editing} onChange={(event) => setEditing(event.target.checked)} />}
        label="Editar sitio"
        sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
      />
      <IconButton
        aria-label="Más opciones del sitio"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={menuAnchor ? 'true' : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            void actions.onUnlink();
          }}
        >
          <ListItemIcon>
            <LinkOffIcon fontSize="small" />
          </ListItemIcon>
          Desvincular mi cuenta
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            void actions.onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon>
            <DeleteOutlineOutlinedIcon fontSize="small" color="error" />
          </ListItemIcon>
          Eliminar sitio
        </MenuItem>
      </Menu>
      {editing ? (
        <Typography variant="body2" sx={{ flexBasis: '100%', color: 'text.secondary' }} role="status">
          Modo edición: usa los botones «Editar» de cada sección. Los cambios se publican al guardar.
        </Typography>
      ) : null}
    </Paper>
  );
}
