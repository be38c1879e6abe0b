import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { InfoSection } from '../info-section';
import type { FaqGroupData } from './faq-types';

/**
 * One FAQ group: an h2 section with one Accordion per question.
 * MUI wraps each AccordionSummary in an h3, so the outline stays h1 > h2 > h3.
 */
export function FaqGroup({ group }: { group: FaqGroupData }) {
  return (
    <InfoSection id={group.id} title={group.title}>
      <div>
        {group.items.map((item) => {
          const baseId = `faq-${group.id}-${item.id}`;
          return (
            <Accordion
              key={item.id}
              disableGutters
              square
              elevation={0}
              sx={{ bgcolor: 'transparent', '&:first-of-type::before': { display: 'none' } }}
            >
              <AccordionSummary
                id={`${baseId}-pregunta`}
                aria-controls={`${baseId}-respuesta`}
                expandIcon={<ExpandMoreIcon />}
                sx={{ px: { xs: 0, sm: 1 } }}
              >
                <Typography component="span" sx={{ fontWeight: 600, pr: 1 }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ px: { xs: 0, sm: 1 }, pt: 0 }}>
                <Typography variant="body1" sx={{ lineHeight: 1.7, color: 'text.secondary' }}>
                  {item.answer}
                </Typography>
              </AccordionDetails>
            </Accordion>
          );
        })}
      </div>
    </InfoSection>
  );
}
