import type { ReactNode } from 'react';
import { Box } from '../../../components/ui/box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { ExpandableText } from '../../../components/ui/expandable-text';
import { serviceFactsLine } from '../utils/event-format';
import type { ServiceFacts } from '../utils/event-format';

export interface EventFactsProps {
  eventType: string;
  /** 'DD/MM/YYYY' plus an optional hint ('en 12 días'). */
  date: string;
  location: string;
  place?: string | null;
  guests?: number | null;
  services: ServiceFacts[];
  description?: string;
  /** Extra rows (e.g. the customer's contact data for a provider). */
  children?: ReactNode;
  /** Level of the "Servicios" and "Descripción" headings (h2 on pages, deeper inside cards). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', pl: 4, minWidth: 0 }}>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary', display: 'block' }}>
        <Box
          component="span"
          aria-hidden="true"
          sx={{ position: 'absolute', left: 0, top: 2, color: 'primary.main', display: 'flex' }}
        >
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** What a provider needs to quote: type, date, place, services with their answers, description. */
export function EventFacts({
  eventType,
  date,
  location,
  place,
  guests,
  services,
  description,
  children,
  headingLevel = 'h2',
}: EventFactsProps) {
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Fact icon={<CelebrationOutlinedIcon fontSize="small" />} label="Tipo de evento" value={eventType} />
        <Fact icon={<CalendarMonthOutlinedIcon fontSize="small" />} label="Fecha" value={date} />
        <Fact
          icon={<PlaceOutlinedIcon fontSize="small" />}
          label="Ubicación"
          value={place ? `${place} · ${location}` : location}
        />
        {guests ? (
          <Fact icon={<PeopleOutlinedIcon fontSize="small" />} label="Invitados" value={guests} />
        ) : null}
      </Box>
      <Divider sx={{ my: 2.5 }} />
      <Typography variant="subtitle2" component={headingLevel} sx={{ mb: 1, fontWeight: 700 }}>
        Servicios que necesita
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {services.map((s) => {
          const facts = serviceFactsLine(s);
          return (
            <Box
              component="li"
              key={s.name}
              sx={{ pl: 1.5, borderLeft: '3px solid', borderColor: 'primary.light' }}
            >
              <Typography sx={{ fontWeight: 600 }}>{s.name}</Typography>
              {facts ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {facts}
                </Typography>
              ) : null}
              {s.notes ? (
                <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                  «{s.notes}»
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {description ? (
        <>
          <Divider sx={{ my: 2.5 }} />
          <Typography variant="subtitle2" component={headingLevel} sx={{ mb: 1, fontWeight: 700 }}>
            Descripción
          </Typography>
          <ExpandableText text={description} maxLength={400} variant="body2" />
        </>
      ) : null}
      {children}
    </Box>
  );
}
