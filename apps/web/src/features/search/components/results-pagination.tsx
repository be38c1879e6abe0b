import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { PAGE_SIZES } from '@eventos/domain';
import type { PageSize } from '../utils/search-state';
import { NativeSelectField } from './native-select';

export interface ResultsPaginationProps {
  total: number;
  page: number;
  size: PageSize;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
  /** What is being paged, for the labels ('proveedores', 'fotos y videos'). */
  noun: string;
}

const SIZE_OPTIONS = PAGE_SIZES.map((s) => ({ value: String(s), label: String(s) }));

const itemLabel = (type: string, page: number | null, selected: boolean) => {
  if (type === 'page') return selected ? `Página ${page}, actual` : `Ir a la página ${page}`;
  if (type === 'next') return 'Página siguiente';
  if (type === 'previous') return 'Página anterior';
  if (type === 'first') return 'Primera página';
  return 'Última página';
};

/** Page links and the page size (10, 20 or 50). */
export function ResultsPagination({ total, page, size, onPage, onSize, noun }: ResultsPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Box
      component="nav"
      aria-label={`Paginación de ${noun}`}
      sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, value) => onPage(value)}
        color="primary"
        shape="rounded"
        siblingCount={1}
        getItemAriaLabel={itemLabel}
      />
      <Box sx={{ width: 170 }}>
        <NativeSelectField
          label={`${noun[0]?.toUpperCase()}${noun.slice(1)} por página`}
          value={String(size)}
          options={SIZE_OPTIONS}
          onChange={(value) => onSize((Number(value) || 10) as PageSize)}
        />
      </Box>
    </Box>
  );
}
