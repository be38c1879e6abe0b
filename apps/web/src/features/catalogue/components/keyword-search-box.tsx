import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { useCombobox } from '../../../hooks/use-combobox';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useKeywords, useKeywordSuggestions } from '../api/get-keywords';
import { useLocations } from '../api/get-locations';
import type { Keyword } from '../types';
import { matchKeywords, mergeKeywords } from '../utils/match-keywords';
import { keywordSearchUrl, refineSearchUrl, textSearchUrl } from '../utils/keyword-search-url';
import { KeywordOption } from './keyword-option';
import { searchBoxSx } from './keyword-search-box.styles';

export interface KeywordSearchBoxProps {
  /** 'hero' is tall with a prominent button; 'compact' fits in toolbars and cards. */
  variant?: 'hero' | 'compact';
  placeholder?: string;
  /** Initial text (e.g. the current `q`). */
  defaultValue?: string;
  /** Accessible name of the input. */
  label?: string;
  /**
   * On the search page: keep the filters shown (place, category, service, page size) and replace
   * only what the new text or keyword conflicts with (utils/keyword-search-url refineSearchUrl).
   */
  refine?: boolean;
}

/**
 * Search box with keyword autocomplete over the cached keywords (accent-insensitive; the server is
 * asked when few cached keywords match). Enter or "Buscar" searches the typed text (/buscar?q=…);
 * choosing a suggestion applies it (a location keyword filters by that location).
 * A small ARIA combobox (hooks/use-combobox) instead of MUI Autocomplete keeps the home page light.
 */
export function KeywordSearchBox({
  variant = 'compact',
  placeholder = 'Catering, DJ, Miraflores…',
  defaultValue = '',
  label = 'Buscar proveedores, servicios o lugares',
  refine = false,
}: KeywordSearchBoxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const go = (url: string) => navigate(refine ? refineSearchUrl(url, location.search, location.pathname) : url);
  const id = useId();
  const [input, setInput] = useState(defaultValue);
  const { data: keywords = [] } = useKeywords();
  const { data: locations = [] } = useLocations();

  const local = useMemo(() => matchKeywords(keywords, input), [keywords, input]);
  const debounced = useDebouncedValue(input.trim(), 250);
  const needsServer = debounced.length > 3 && matchKeywords(keywords, debounced).length < 5;
  const { data: remote = [] } = useKeywordSuggestions(debounced, needsServer);
  const options = useMemo(
    () => (needsServer ? mergeKeywords(local, remote) : local),
    [local, remote, needsServer],
  );

  const combobox = useCombobox<Keyword>({
    id,
    options,
    inputValue: input,
    onInputChange: setInput,
    onSelect: (keyword) => {
      setInput(keyword.description);
      go(keywordSearchUrl(keyword, locations));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(textSearchUrl(input));
  };

  const hero = variant === 'hero';
  return (
    <Box component="form" role="search" onSubmit={onSubmit} sx={searchBoxSx.form(hero)}>
      <Box sx={searchBoxSx.root}>
        <Box sx={searchBoxSx.field(hero)}>
          <SearchIcon aria-hidden="true" sx={{ color: 'text.secondary', ml: 1.5, flexShrink: 0 }} />
          <input
            {...combobox.inputProps}
            type="search"
            aria-label={label}
            placeholder={placeholder}
            enterKeyHint="search"
          />
        </Box>
        {combobox.isOpen ? (
          <Box component="ul" {...combobox.listboxProps} aria-label="Sugerencias" sx={searchBoxSx.listbox}>
            {options.map((option, index) => (
              <KeywordOption
                key={`${option.entry_type}-${option.id}`}
                option={option}
                optionProps={combobox.getOptionProps(index)}
              />
            ))}
          </Box>
        ) : null}
      </Box>
      <Button
        type="submit"
        variant="contained"
        color={hero ? 'warning' : 'primary'}
        size={hero ? 'large' : 'medium'}
        sx={searchBoxSx.button(hero)}
      >
        Buscar
      </Button>
    </Box>
  );
}
