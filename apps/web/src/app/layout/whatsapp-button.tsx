import Box from '@mui/material/Box';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';

/** Prefilled message of the contact button. */
export const WHATSAPP_MESSAGE =
  'Hola, Eventos Perú. Quisiera más información sobre sus servicios para mi evento.';

/**
 * wa.me link: to the configured number (VITE_WHATSAPP_NUMBER, digits with country code, e.g.
 * 51987654321) or, without one, WhatsApp's own "choose a chat" screen with the message ready.
 */
export function getWhatsAppUrl(
  message = WHATSAPP_MESSAGE,
  phone: string = import.meta.env.VITE_WHATSAPP_NUMBER ?? '',
): string {
  const digits = String(phone).replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** Floating messaging-app contact button (SPEC §2). */
export function WhatsAppButton() {
  return (
    <Box component="aside" aria-label="Contacto por WhatsApp">
      <Box
        component="a"
        href={getWhatsAppUrl()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Escríbenos por WhatsApp (se abre en una pestaña nueva)"
        title="Escríbenos por WhatsApp"
        sx={{
          position: 'fixed',
          right: { xs: 16, md: 24 },
          bottom: { xs: 16, md: 24 },
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
