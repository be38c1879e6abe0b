import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Provider } from '../../types';
import { pickSize } from '../../utils/image-sources';
import { initials } from '../../utils/provider-format';

export interface ProviderLogoProps {
  provider: Pick<Provider, 'company_name' | 'logo'>;
  size: number;
  sx?: SxProps<Theme>;
}

/** The provider's logo (md size) or its initials on the brand colour. */
export function ProviderLogo({ provider, size, sx }: ProviderLogoProps) {
  const src = provider.logo ? pickSize(provider.logo.sizes, size > 120 ? 'md' : 'thumbnail', provider.logo.url) : undefined;
  return (
    <Avatar
      variant="rounded"
      src={src}
      alt={`Logo de ${provider.company_name}`}
      sx={[
        {
          width: size,
          height: size,
          borderRadius: `${Math.round(size / 5)}px`,
          bgcolor: src ? '#fff' : 'primary.main',
          color: '#fff',
          fontWeight: 800,
          fontSize: size / 2.8,
          '& img': { objectFit: 'contain' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials(provider.company_name)}
    </Avatar>
  );
}
