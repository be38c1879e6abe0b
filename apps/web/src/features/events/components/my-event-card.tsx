import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { canDeleteUserEvent, formatDate } from '@eventos/domain';
import type { UserEvent } from '../types';
import { eventLocation } from '../utils/event-format';
import { EventStatusChip } from './event-status-chip';

export interface MyEventCardProps {
  event: UserEvent;
  busy: boolean;
  onToggleVisibility: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One of the customer's events: status, quotations received and unread, and its actions. Once it
 * received a quotation it cannot be deleted (providers' history and KPIs): «Eliminar» is not
 * offered, it can still be hidden.
 */
export function MyEventCard({ event, busy, onToggleVisibility, onEdit, onDelete }: MyEventCardProps) {
  const count = event.quotations_count ?? 0;
  const unread = event.unread_count ?? 0;
  const expired = event.status === 'expired';
  const accepted = Boolean(event.has_accepted);
  const deletable = canDeleteUserEvent(event);
  const titleId = `event-${event.id}-title`;
  const lockedReason = expired
    ? 'El evento ya expiró.'
    : accepted
      ? 'Ya aceptaste una cotización para este evento.'
      : '';
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, opacity: expired ? 0.85 : 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id={titleId} variant="h6" component="h2">
            <Link component={RouterLink} to={`/eventos/${event.id}`} color="inherit">
              {event.event_type.type_name}
            </Link>
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary', mt: 0.5 }}>
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <CalendarMonthOutlinedIcon fontSize="small" aria-hidden="true" />
              {formatDate(event.date)}
            </Typography>
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
              {eventLocation(event)}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {accepted ? (
            <Chip size="small" color="success" icon={<TaskAltIcon />} label="Cotización aceptada" />
          ) : null}
          <EventStatusChip status={event.status} />
        </Box>
      </Box>

      {event.addressed_provider ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Solicitud directa a <strong>{event.addressed_provider.company_name}</strong>
        </Typography>
      ) : null}
      {event.invitations?.length ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {event.invitations.length === 1
            ? `Enviado a ${event.invitations[0]!.company_name}`
            : `Enviado a ${event.invitations.length} proveedores invitados`}
        </Typography>
      ) : null}
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      >
        {event.services.map((s) => (
          <li key={s.service_type_id}>
            <Chip size="small" variant="outlined" label={s.type_name} />
          </li>
        ))}
      </Box>

      <Box
        sx={{
          mt: 2,
          pt: 1.5,
          borderTop: '1px solid',
          borderColor: 'divider',
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        <Button
          component={RouterLink}
          to={`/eventos/${event.id}`}
          variant={count > 0 ? 'contained' : 'outlined'}
          startIcon={<RequestQuoteOutlinedIcon />}
          aria-label={`${count === 1 ? '1 cotización' : `${count} cotizaciones`}${unread ? `, ${unread} sin leer` : ''}: ver ${event.event_type.type_name}`}
        >
          {count === 1 ? '1 cotización' : `${count} cotizaciones`}
        </Button>
        {unread > 0 ? (
          <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700 }}>
            {unread === 1 ? '1 sin leer' : `${unread} sin leer`}
          </Typography>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Tooltip title={expired ? 'El evento ya expiró.' : ''}>
          <span>
            <Button
              size="small"
              onClick={onToggleVisibility}
              disabled={busy || expired}
              startIcon={
                event.status === 'visible' ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />
              }
            >
              {event.status === 'visible' ? 'Ocultar' : 'Mostrar'}
            </Button>
          </span>
        </Tooltip>
        <Tooltip title={lockedReason}>
          <span>
            <Button
              size="small"
              onClick={onEdit}
              disabled={busy || Boolean(lockedReason)}
              startIcon={<EditOutlinedIcon />}
            >
              Editar
            </Button>
          </span>
        </Tooltip>
        {deletable ? (
          <Button size="small" color="error" onClick={onDelete} disabled={busy} startIcon={<DeleteOutlineIcon />}>
            Eliminar
          </Button>
        ) : null}
      </Box>
    </Card>
  );
}
