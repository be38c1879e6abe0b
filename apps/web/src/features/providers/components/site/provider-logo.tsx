import { PlainAvatar } from '../../../../components/ui/plain-avatar';
import type { Provider } from '../../types';
import { pickSize } from '../../utils/image-sources';
import { initials } from '../../utils/provider-format';

export interface ProviderLogoProps {
  provider: Pick<Provider, 'company_name' | 'logo'>;
  size: number;
  /** Plain data only (the avatar keeps its style per process). */
  sx?: object;
}

/** The provider's logo (md size) or its initials on the brand colour. */
export function ProviderLogo({ provider, size, sx }: ProviderLogoProps) {
  const src = provider.logo ? pickSize(provider.logo.sizes, size > 120 ? 'md' : 'thumbnail', provider.logo.url) : undefined;
  const own = {
    width: size,
    height: size,
    borderRadius: `${Math.round(size / 5)}px`,
    bgcolor: src ? '#fff' : 'primary.main',
    color: '#fff',
    fontWeight: 800,
    fontSize: size / 2.8,
    '& img': { objectFit: 'contain' },
  };
  return (
    <PlainAvatar variant="rounded" src={src} alt={`Logo de ${provider.company_name}`} sx={sx === undefined ? own : [own, sx]}>
      {initials(provider.company_name)}
    </PlainAvatar>
  );
}
