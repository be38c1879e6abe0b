import Avatar from '@mui/material/Avatar';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { CompareRow } from '../../types';

export interface ProviderHeadingProps {
  row: CompareRow;
  onOpen: () => void;
}

/** Column/card heading: the provider's logo and name, its site, and "Ver detalle". */
export function ProviderHeading({ row, onOpen }: ProviderHeadingProps) {
  const { provider } = row;
  const unread = row.status === 'delivered' || row.status === 'upgraded';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
        <Avatar
          src={provider.logo ?? undefined}
          alt=""
          variant="rounded"
          sx={{ width: 44, height: 44, bgcolor: 'primary.light', fontWeight: 700 }}
        >
          {provider.company_name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 700, display: 'block', lineHeight: 1.25 }}>
            {provider.company_name}
          </Typography>
          <Link href={`/${provider.slug}`} target="_blank" rel="noopener" variant="body2">
            Ver sitio
          </Link>
        </Box>
      </Box>
      <Button
        size="small"
        variant={unread ? 'contained' : 'text'}
        startIcon={<VisibilityOutlinedIcon />}
        onClick={onOpen}
        aria-label={`Ver detalle de la cotización de ${provider.company_name}`}
      >
        {unread ? 'Ver cotización nueva' : 'Ver detalle'}
      </Button>
    </Box>
  );
}
