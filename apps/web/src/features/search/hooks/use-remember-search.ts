import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { makeLocalKeyword, shouldAddLocalKeyword } from '@eventos/domain';
import { keywordsQueryOptions, useKeywords, rememberLocalSearch } from '../../catalogue';
import type { Keyword } from '../../catalogue';

/**
 * SPEC §5: a searched text longer than 3 characters that is not yet a 'query' keyword is added
 * to the cached keywords (lower case, priority 7), so the search box suggests it next time — also
 * after a reload (catalogue/utils/local-keywords keeps it in localStorage).
 */
export function useRememberSearch(q: string) {
  const queryClient = useQueryClient();
  const { data: keywords } = useKeywords();
  useEffect(() => {
    if (!q || !keywords || !shouldAddLocalKeyword(q, keywords)) return;
    rememberLocalSearch(q);
    queryClient.setQueryData<Keyword[]>(keywordsQueryOptions.queryKey, (current = []) =>
      shouldAddLocalKeyword(q, current)
        ? [...current, { id: Math.min(0, ...current.map((k) => k.id)) - 1, ...makeLocalKeyword(q) }]
        : current,
    );
  }, [q, keywords, queryClient]);
}
