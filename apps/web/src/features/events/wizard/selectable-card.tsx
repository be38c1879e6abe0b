import type { ReactNode } from 'react';
import { Box } from '../../../components/ui/box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { alpha } from '@mui/material/styles';

export interface SelectableCardProps {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  icon?: ReactNode;
}

/**
 * A card that behaves as a native radio or checkbox (keyboard, screen readers, forms): the real
 * input covers the card transparently; the card shows the state.
 */
export function SelectableCard({ type, name, label, checked, onSelect, icon }: SelectableCardProps) {
  return (
    <Box
      component="label"
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 52,
        px: 1.5,
        py: 1.25,
        borderRadius: '12px',
        border: '1.5px solid',
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
        color: checked ? 'primary.dark' : 'text.primary',
        fontWeight: checked ? 700 : 500,
        cursor: 'pointer',
        transition: 'border-color 120ms, background-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
        '&:focus-within': { boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.3)}` },
      })}
    >
      <Box
        component="input"
        type={type}
        name={name}
        checked={checked}
        onChange={onSelect}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          m: 0,
          opacity: 0,
          cursor: 'pointer',
        }}
      />
      {icon}
      <Box component="span" sx={{ flex: 1, lineHeight: 1.3, fontSize: '0.95rem' }}>
        {label}
      </Box>
      {checked ? (
        <CheckCircleIcon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />
      ) : null}
    </Box>
  );
}
