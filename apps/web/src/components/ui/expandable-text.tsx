import { useId, useState } from 'react';
import { Box } from './box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';

export interface ExpandableTextProps {
  text: string;
  /** Characters shown while collapsed (cut at a word boundary). Default 280. */
  maxLength?: number;
  variant?: TypographyProps['variant'];
}

function truncate(text: string, maxLength: number): string {
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Long text shown collapsed with "ver más", expanded with "ver menos" (SPEC §2). Keeps line breaks. */
export function ExpandableText({ text, maxLength = 280, variant = 'body1' }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const value = text.trim();
  const needsToggle = value.length > maxLength;
  const shown = needsToggle && !expanded ? truncate(value, maxLength) : value;

  return (
    <Box>
      <Typography id={contentId} variant={variant} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {shown}
      </Typography>
      {needsToggle ? (
        <Link
          component="button"
          type="button"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={contentId}
          sx={{ mt: 0.5, fontWeight: 600, fontSize: '0.95rem', verticalAlign: 'baseline' }}
        >
          {expanded ? 'ver menos' : 'ver más'}
        </Link>
      ) : null}
    </Box>
  );
}
