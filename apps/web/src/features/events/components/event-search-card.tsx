import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StarOutlinedIcon from '@mui/icons-material/StarOutlined';
import { QUOTATION_STATUS_LABELS, formatDate, formatDateTime, limaToday } from '@eventos/domain';
import type { UserEvent } from '../types';
import { daysUntilLabel, eventLocation, serviceFactsLine } from '../utils/event-format';
import { EventTypeGroupIcon } from './event-type-group-icon';

/** An open event in the provider's searcher (newest first); links to its detail. */
export function EventSearchCard({ event }: { event: UserEvent }) {
  const until = daysUntilLabel(event.date, limaToday());
  const titleId = `search-event-${event.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/eventos/buscador/${event.id}`}
        sx={{
          p: { xs: 2, sm: 2.5 },
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          gap: 1.25,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <EventTypeGroupIcon group={event.event_type.group} sx={{ color: 'primary.main', mt: '3px' }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.25 }}>
              {event.event_type.type_name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Publicado el {formatDateTime(event.published_at)}
            </Typography>
          </Box>
        </Box>
        {event.addressed_to_me || event.my_quotation ? (
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            {event.addressed_to_me ? (
              <Chip size="small" color="secondary" icon={<StarOutlinedIcon />} label="Te lo pidieron a ti" />
            ) : null}
            {event.my_quotation ? (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={`Ya cotizaste · ${QUOTATION_STATUS_LABELS[event.my_quotation.status]}`}
              />
            ) : null}
          </Box>
        ) : null}
        <Box sx={{ display: 'grid', gap: 0.5, color: 'text.secondary' }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <CalendarMonthOutlinedIcon fontSize="small" aria-hidden="true" />
            {formatDate(event.date)}
            {until ? ` · ${until}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
            {event.place ? `${event.place} · ` : ''}
            {eventLocation(event)}
          </Typography>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {event.services.map((s) => {
            const facts = serviceFactsLine({ ...s, name: s.type_name });
            return (
              <Typography component="li" variant="body2" key={s.service_type_id}>
                <strong>{s.type_name}</strong>
                {facts ? ` · ${facts}` : ''}
              </Typography>
            );
          })}
        </Box>
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {event.description}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
