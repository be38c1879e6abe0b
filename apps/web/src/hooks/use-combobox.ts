import { useEffect, useState } from 'react';
import type { ChangeEvent, HTMLAttributes, InputHTMLAttributes, KeyboardEvent, MouseEvent } from 'react';

export interface UseComboboxOptions<T> {
  /** Base id; the listbox is `${id}-listbox`, options `${id}-option-${index}`. */
  id: string;
  options: ReadonlyArray<T>;
  inputValue: string;
  onInputChange: (value: string) => void;
  /** A suggestion was chosen (click, or Enter on the highlighted one). */
  onSelect: (option: T) => void;
}

export interface UseComboboxResult {
  isOpen: boolean;
  activeIndex: number;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  listboxProps: HTMLAttributes<HTMLUListElement>;
  getOptionProps: (index: number) => HTMLAttributes<HTMLLIElement> & { id: string };
}

/**
 * Minimal ARIA 1.2 combobox with a list popup (input + listbox): arrows move the highlight,
 * Enter chooses it (otherwise the surrounding form submits), Escape closes, clicks choose.
 * A light alternative to MUI's useAutocomplete for the search box on the home page.
 */
export function useCombobox<T>({
  id,
  options,
  inputValue,
  onInputChange,
  onSelect,
}: UseComboboxOptions<T>): UseComboboxResult {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const count = options.length;
  const isOpen = open && count > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = isOpen && activeIndex < count ? activeIndex : -1;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  const choose = (index: number) => {
    const option = options[index];
    if (option === undefined) return;
    setOpen(false);
    setActiveIndex(-1);
    onSelect(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => {
        if (!isOpen || current < 0) return step === 1 ? 0 : count - 1;
        return (current + step + count) % count;
      });
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return {
    isOpen,
    activeIndex: active,
    inputProps: {
      id,
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': isOpen,
      'aria-controls': listboxId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      value: inputValue,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onInputChange(event.target.value);
        setOpen(true);
        setActiveIndex(-1);
      },
      onKeyDown,
      onFocus: () => setOpen(true),
      onBlur: () => {
        setOpen(false);
        setActiveIndex(-1);
      },
      onClick: () => setOpen(true),
    },
    listboxProps: { id: listboxId, role: 'listbox' },
    getOptionProps: (index: number) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      // Keep the focus in the input while clicking an option.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseMove: () => {
        if (index !== active) setActiveIndex(index);
      },
      onClick: () => choose(index),
    }),
  };
}
