import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Body paragraph. */
export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" sx={{ lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}

/** h3 heading inside an h2 section. */
export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h3" sx={{ fontWeight: 600, fontSize: '1.0625rem', pt: 0.5 }}>
      {children}
    </Typography>
  );
}

/** Bulleted list with readable spacing. */
export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
      {items.map((item, index) => (
        <Typography key={index} component="li" variant="body1" sx={{ lineHeight: 1.7 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

const linkSx = { color: 'primary.dark', fontWeight: 500, overflowWrap: 'anywhere' } as const;

/** Internal link rendered by React Router (history mode). */
export function InternalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="always" sx={linkSx}>
      {children}
    </Link>
  );
}

/** mailto: link; shows the address unless children are given. */
export function MailLink({
  email,
  subject,
  children,
}: {
  email: string;
  subject?: string;
  children?: ReactNode;
}) {
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return (
    <Link href={href} underline="always" sx={linkSx}>
      {children ?? email}
    </Link>
  );
}
