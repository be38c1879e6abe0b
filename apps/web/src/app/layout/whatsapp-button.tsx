import { useMatches } from 'react-router';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Box } from '../../components/ui/box';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { whatsAppLink } from '@eventos/domain';
import { useBusinessIdentity } from '../../features/legal';

/** Prefilled message of the contact button. */
export const WHATSAPP_MESSAGE =
  'Hola, Eventos Perú. Quisiera más información sobre sus servicios para mi evento.';

/**
 * wa.me link (digits only, with 51): to the support number from configuration (GET /business,
 * SUPPORT_WHATSAPP) or, without one, WhatsApp's own "choose a chat" screen with the message ready.
 */
export function getWhatsAppUrl(message = WHATSAPP_MESSAGE, phone: string | null = null): string {
  return whatsAppLink(phone, message);
}

/** On a provider's site: that provider's number and name, read from the site's query cache. */
function useSiteProvider(): { cellphone: string | null; company_name: string } | null {
  const matches = useMatches();
  const slug = matches.find((m) => m.id === 'provider-site')?.params.slug ?? '';
  const { data } = useQuery<{ provider: { cellphone?: string | null; company_name: string } | null }>({
    queryKey: ['providers', 'by-slug', slug],
    // Only reads what the site's page put in the cache; never fetches (no "No queryFn" error).
    queryFn: skipToken,
  });
  if (!slug || !data?.provider) return null;
  return { cellphone: data.provider.cellphone ?? null, company_name: data.provider.company_name };
}

/** Floating messaging-app contact button (SPEC §2). */
export function WhatsAppButton() {
  const business = useBusinessIdentity();
  const site = useSiteProvider();
  const href = site?.cellphone
    ? getWhatsAppUrl(`Hola ${site.company_name}, vi su página en Eventos Perú y quisiera más información.`, site.cellphone)
    : getWhatsAppUrl(WHATSAPP_MESSAGE, business.data?.support_whatsapp ?? null);
  const label = site?.cellphone ? `Escribe a ${site.company_name} por WhatsApp` : 'Escríbenos por WhatsApp';
  return (
    <Box component="aside" aria-label="Contacto por WhatsApp">
      <Box
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} (se abre en una pestaña nueva)`}
        title={label}
        sx={{
          position: 'fixed',
          right: { xs: 16, md: 24 },
          // Above the home indicator of phones with a notch (viewport-fit=cover in index.html).
          bottom: { xs: 'calc(16px + env(safe-area-inset-bottom, 0px))', md: 'calc(24px + env(safe-area-inset-bottom, 0px))' },
          zIndex: (t) => t.zIndex.speedDial,
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#25D366',
          color: '#fff',
          boxShadow: '0 6px 18px rgba(0, 0, 0, 0.22)',
          transition: 'transform 160ms, background-color 160ms',
          '&:hover': { bgcolor: '#1DA851', transform: 'scale(1.05)' },
          '&:focus-visible': { outline: '3px solid #1F1A1D', outlineOffset: 3 },
        }}
      >
        <WhatsAppIcon sx={{ fontSize: 30 }} aria-hidden="true" />
      </Box>
    </Box>
  );
}
