import { Box } from '../../../components/ui/box';
import { PAGE_SIZES } from '@eventos/domain';
import { LinkPagination } from '../../../components/ui/link-pagination';
import type { PageSize } from '../utils/search-state';
import { NativeSelectField } from './native-select';

export interface ResultsPaginationProps {
  total: number;
  page: number;
  size: PageSize;
  /** URL of a page: page numbers are real links (crawlable, open in a new tab). */
  hrefFor: (page: number) => string;
  onSize: (size: PageSize) => void;
  /** What is being paged, for the labels ('proveedores', 'fotos y videos'). */
  noun: string;
}

const SIZE_OPTIONS = PAGE_SIZES.map((s) => ({ value: String(s), label: String(s) }));

/** Page links and the page size (10, 20 or 50). */
export function ResultsPagination({ total, page, size, hrefFor, onSize, noun }: ResultsPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Box
      component="nav"
      aria-label={`Paginación de ${noun}`}
      sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <LinkPagination count={pages} page={page} hrefFor={hrefFor} />
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
