import { PAGE_SIZES } from '@eventos/domain';
import { LinkPagination } from '../../../components/ui/link-pagination';
import type { PageSize } from '../utils/search-state';
import { NativeSelectField } from './native-select';
import { useKeptClasses } from '../../../styling/kept-sx';

/** The bar's elements and styles (each the `sx` it had as a `Box`), kept once per process (docs/decisions/365). */
const STYLES = {
  bar: { mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' },
  size: { width: 170 },
} as const;

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
  const c = useKeptClasses(STYLES);
  return (
    <nav className={c.bar} aria-label={`Paginación de ${noun}`}>
      <LinkPagination count={pages} page={page} hrefFor={hrefFor} />
      <div className={c.size}>
        <NativeSelectField
          label={`${noun[0]?.toUpperCase()}${noun.slice(1)} por página`}
          value={String(size)}
          options={SIZE_OPTIONS}
          onChange={(value) => onSize((Number(value) || 10) as PageSize)}
        />
      </div>
    </nav>
  );
}
