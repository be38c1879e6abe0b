import { Box } from './box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PaginationQuery } from '@eventos/domain';

export interface ListPaginationProps {
  page: number;
  size: number;
  total: number;
  onChange: (page: number, size: number) => void;
  /** "eventos", "cotizaciones"… */
  noun: string;
  /** Offer "Por página" (10, 20, 50). Default true; false for lists whose page size the API fixes. */
  sizeChoice?: boolean;
}

/** Pages and page size (10, 20, 50) under a list; "1–10 de 34 eventos". */
export function ListPagination({ page, size, total, onChange, noun, sizeChoice = true }: ListPaginationProps) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / size));
  const from = (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <Box
      component="nav"
      aria-label="Paginación"
      sx={{
        mt: 3,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {from}–{to} de {total} {noun}
      </Typography>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, p) => onChange(p, size)}
          color="primary"
        />
      ) : null}
      {sizeChoice ? (
        <TextField
          select
          size="small"
          label="Por página"
          value={size}
          onChange={(e) => onChange(1, Number(e.target.value))}
          sx={{ minWidth: 110 }}
        >
          {PAGE_SIZES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
}

/** Page and size from URL params (size must be one of PAGE_SIZES). */
export function readPaging(params: URLSearchParams): PaginationQuery {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const raw = Number(params.get('size'));
  const size = PAGE_SIZES.find((allowed) => allowed === raw) ?? DEFAULT_PAGE_SIZE;
  return { page, size };
}
