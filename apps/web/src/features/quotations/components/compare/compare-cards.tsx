import { Box } from '../../../../components/ui/box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { CompareRow } from '../../types';
import { QuotationActions } from '../quotation-actions';
import { COMPARE_FIELDS } from './compare-fields';
import { ProviderHeading } from './provider-heading';

export interface CompareCardsProps {
  rows: CompareRow[];
  cheapestId: number | null;
  caption: string;
  onOpen: (id: number) => void;
}

/** Mobile comparison: one card per quotation, side by side in a horizontal scroll with snapping. */
export function CompareCards({ rows, cheapestId, caption, onOpen }: CompareCardsProps) {
  return (
    <Box
      component="ul"
      aria-label={caption}
      tabIndex={0}
      sx={{
        listStyle: 'none',
        m: 0,
        mx: -2,
        px: 2,
        pb: 1.5,
        display: 'flex',
        gap: 1.5,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        scrollPaddingInline: 16,
        overscrollBehaviorX: 'contain',
      }}
    >
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          data-quotation-id={row.id}
          sx={{ flex: '0 0 min(84%, 320px)', scrollSnapAlign: 'start', display: 'flex' }}
        >
          <Card
            sx={{
              p: 2,
              width: '100%',
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
              borderColor: row.id === cheapestId ? 'success.main' : undefined,
            }}
          >
            <ProviderHeading row={row} onOpen={() => onOpen(row.id)} />
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25, flex: 1 }}>
              {COMPARE_FIELDS.map((field) => (
                <Box key={field.key}>
                  <Typography
                    component="dt"
                    variant="caption"
                    sx={{ color: 'text.secondary', fontWeight: 600 }}
                  >
                    {field.label}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    {field.render(row, { cheapestId })}
                  </Box>
                </Box>
              ))}
            </Box>
            <QuotationActions quotation={row} vertical />
          </Card>
        </Box>
      ))}
    </Box>
  );
}
