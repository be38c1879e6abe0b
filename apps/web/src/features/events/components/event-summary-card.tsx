import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import { formatDate, limaToday } from '@eventos/domain';
import type { UserEvent } from '../types';
import { daysUntilLabel, eventLocation } from '../utils/event-format';
import { EventFacts } from './event-facts';

/** An event's facts in a card (detail pages of the customer and of providers). */
export function EventSummaryCard({ event, children }: { event: UserEvent; children?: ReactNode }) {
  const until = event.status === 'expired' ? null : daysUntilLabel(event.date, limaToday());
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <EventFacts
        eventType={`${event.event_type.type_name} · ${event.event_type.group_name}`}
        date={until ? `${formatDate(event.date)} (${until})` : formatDate(event.date)}
        location={eventLocation(event)}
        place={event.place}
        guests={event.guests}
        services={event.services.map((s) => ({ ...s, name: s.type_name }))}
        description={event.description}
      >
        {children}
      </EventFacts>
    </Paper>
  );
}
