import { Link as RouterLink } from 'react-router';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';

export interface LinkPaginationProps {
  count: number;
  page: number;
  /** URL of a page (path and query): every page is a real <a href>, crawlable and openable in a new tab. */
  hrefFor: (page: number) => string;
}

export const paginationItemLabel = (type: string, page: number | null, selected: boolean) => {
  if (type === 'page') return selected ? `Página ${page}, actual` : `Ir a la página ${page}`;
  if (type === 'next') return 'Página siguiente';
  if (type === 'previous') return 'Página anterior';
  if (type === 'first') return 'Primera página';
  return 'Última página';
};

/** Page numbers as links (not buttons), so crawlers and visitors without JavaScript can follow them. */
export function LinkPagination({ count, page, hrefFor }: LinkPaginationProps) {
  return (
    <Pagination
      count={count}
      page={Math.min(page, count)}
      color="primary"
      shape="rounded"
      siblingCount={1}
      getItemAriaLabel={paginationItemLabel}
      renderItem={(item) =>
        item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
          <PaginationItem {...item} />
        ) : (
          <PaginationItem {...item} component={RouterLink} to={hrefFor(item.page ?? 1)} />
        )
      }
    />
  );
}
