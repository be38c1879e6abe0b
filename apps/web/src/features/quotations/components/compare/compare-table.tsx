import { Box } from '../../../../components/ui/box';
import { alpha } from '@mui/material/styles';
import type { CompareRow } from '../../types';
import { QuotationActions } from '../quotation-actions';
import { COMPARE_FIELDS } from './compare-fields';
import { ProviderHeading } from './provider-heading';

export interface CompareTableProps {
  rows: CompareRow[];
  cheapestId: number | null;
  caption: string;
  onOpen: (id: number) => void;
}

const cell = {
  p: 1.5,
  borderBottom: '1px solid',
  borderColor: 'divider',
  verticalAlign: 'top',
  textAlign: 'left',
};

/** The sticky first column: each row's label. */
const rowHeader = {
  ...cell,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'grey.50',
  color: 'text.secondary',
  fontWeight: 600,
  fontSize: '0.875rem',
} as const;

/**
 * Desktop comparison: one column per quotation, one row per attribute; the attribute names stay
 * in view (sticky column) when many quotations scroll horizontally.
 */
export function CompareTable({ rows, cheapestId, caption, onOpen }: CompareTableProps) {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={{
        overflowX: 'auto',
        width: 'fit-content',
        maxWidth: '100%',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="table"
        sx={{
          borderCollapse: 'separate',
          borderSpacing: 0,
          tableLayout: 'fixed',
          width: 180 + rows.length * 280,
        }}
      >
        <Box
          component="caption"
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {caption}
        </Box>
        <thead>
          <tr>
            <Box
              component="th"
              scope="col"
              sx={{
                ...cell,
                position: 'sticky',
                left: 0,
                zIndex: 1,
                bgcolor: 'background.paper',
                width: 180,
              }}
            >
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600, fontSize: '0.85rem' }}>
                Proveedor
              </Box>
            </Box>
            {rows.map((row) => (
              <Box
                component="th"
                scope="col"
                key={row.id}
                data-quotation-id={row.id}
                sx={{
                  ...cell,
                  fontWeight: 400,
                  width: 280,
                  bgcolor: (t) =>
                    row.id === cheapestId ? alpha(t.palette.success.main, 0.05) : 'transparent',
                }}
              >
                <ProviderHeading row={row} onOpen={() => onOpen(row.id)} />
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_FIELDS.map((field) => (
            <tr key={field.key}>
              <Box
                component="th"
                scope="row"
                sx={rowHeader}
              >
                {field.label}
              </Box>
              {rows.map((row) => (
                <Box
                  component="td"
                  key={row.id}
                  sx={{
                    ...cell,
                    bgcolor: (t) =>
                      row.id === cheapestId ? alpha(t.palette.success.main, 0.05) : 'transparent',
                  }}
                >
                  {field.render(row, { cheapestId })}
                </Box>
              ))}
            </tr>
          ))}
          <tr>
            <Box
              component="th"
              scope="row"
              sx={{ ...rowHeader, borderBottom: 0 }}
            >
              Acciones
            </Box>
            {rows.map((row) => (
              <Box component="td" key={row.id} sx={{ ...cell, borderBottom: 0 }}>
                <QuotationActions quotation={row} vertical />
              </Box>
            ))}
          </tr>
        </tbody>
      </Box>
    </Box>
  );
}
