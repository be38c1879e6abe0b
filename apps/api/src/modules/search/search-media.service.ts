// The inspiration gallery's search (GET /api/v1/search/media, SPEC §7): the text prepared with the
// typo vocabulary (once per vocabulary and words, understood-queries.ts), a page of media ids
// (search-media.repository.ts), then the items with their provider, as the route answers them.
import { pageOffset, type SearchMediaQuery } from '@eventos/domain';
import { keyUrl, toMediaOut } from '../media';
import { searchMediaPage } from './search-media.repository';
import { getSearchCatalogue } from './search-catalogue';
import { prepareSearchTextOnce } from './understood-queries';
import type { SearchDeps } from './search.service';

export async function searchMedia(deps: Pick<SearchDeps, 'db' | 'storage'>, query: SearchMediaQuery) {
  const { q, t, c, s, d, p, l, page, size } = query;
  const text = prepareSearchTextOnce((await getSearchCatalogue(deps.db)).vocabulary, q);
  const { result, rows } = await searchMediaPage(deps.db, text, { t, c, s, d, p, l }, { limit: size, offset: pageOffset({ page, size }) });
  const data = rows.map((row) => {
    const { trashed_at: _trashed, ...item } = toMediaOut(deps.storage, row.media, row.services ?? []);
    const logoKey = row.logo_sizes?.thumbnail ?? row.logo_path;
    return {
      ...item,
      provider: {
        id: row.media.provider_id,
        slug: row.provider_slug,
        company_name: row.company_name,
        department: row.department,
        logo_url: keyUrl(deps.storage, logoKey),
      },
    };
  });
  return { data, total: result.total, page, size, capped: result.capped };
}
