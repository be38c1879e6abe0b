import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CollectionsOutlinedIcon from '@mui/icons-material/CollectionsOutlined';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import ReviewsOutlinedIcon from '@mui/icons-material/ReviewsOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import { ContentContainer } from '../../../components/layout/content-container';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { featuredProvidersQueryOptions, useFeaturedProviders } from '../api/get-featured-providers';
import { serverLoader } from '../../../app/ssr-loader';
import { BenefitList } from '../components/benefit-list';
import type { Benefit } from '../components/benefit-list';
import { SitePreviewMock } from '../components/info/site-preview-mock';
import { WebsiteSteps } from '../components/info/website-steps';

const SECTIONS: Benefit[] = [
  { icon: LinkOutlinedIcon, title: 'Tu propia dirección', text: 'eventosperu.pe/tu-negocio: fácil de recordar y de poner en tu tarjeta, tus redes y tu WhatsApp.' },
  { icon: ViewCarouselOutlinedIcon, title: 'Fotos de portada', text: 'Un carrusel con tus mejores trabajos, lo primero que ven tus clientes al entrar (plan Business).' },
  { icon: CollectionsOutlinedIcon, title: 'Galería y videos', text: 'Muestra tus eventos en una galería ordenada y agrega tus videos de YouTube (plan Business).' },
  { icon: ReviewsOutlinedIcon, title: 'Reseñas y testimonios', text: 'Las calificaciones de tus clientes y sus testimonios generan confianza.' },
  { icon: ContactPhoneOutlinedIcon, title: 'Contacto directo', text: 'Teléfono, correo, WhatsApp con un mensaje listo, dirección y tus redes sociales.' },
  { icon: RequestQuoteOutlinedIcon, title: 'Pedidos de cotización', text: 'Un botón «Solicitar cotización» para que te escriban con los datos de su evento (plan Business).' },
  { icon: ShareOutlinedIcon, title: 'Se ve bien al compartir', text: 'Tu logo, foto y descripción aparecen al compartir el enlace en WhatsApp o Facebook.' },
  { icon: InsightsOutlinedIcon, title: 'Tus indicadores', text: 'Clientes, cotizaciones, tasa de conversión y ventas, mes a mes. Solo tú los ves.' },
];

const INCLUDED = ['Sin programar ni contratar hosting', 'Lo editas tú mismo, cuando quieras', 'Funciona en celulares y computadoras'];


/** Server render: the featured sites shown as examples. */
export const loader = serverLoader(async (_args, { queryClient }) => {
  await queryClient.ensureQueryData(featuredProvidersQueryOptions);
});

/** '/sitioweb': what the public site gives a provider, with an example site. */
export default function WebsiteInfoPage() {
  useDocumentTitle('Tu sitio web para proveedores');
  const { data: featured } = useFeaturedProviders();
  const example = featured?.[0];
  return (
    <>
      <Box component="section" aria-labelledby="sitioweb-titulo" sx={{ bgcolor: '#fff', borderBottom: 1, borderColor: 'divider' }}>
        <ContentContainer sx={{ py: { xs: 4, md: 8 }, display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.1fr' }, alignItems: 'center' }}>
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
              Plan Business
            </Typography>
            <Typography id="sitioweb-titulo" variant="h2" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
              Tu sitio web profesional, listo en minutos
            </Typography>
            <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: 3, maxWidth: 520 }}>
              Una página para tu negocio de eventos con tus fotos, servicios, reseñas y contacto directo, en la
              dirección que elijas.
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, display: 'grid', gap: 1 }}>
              {INCLUDED.map((text) => (
                <Box component="li" key={text} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <CheckCircleIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden="true" />
                  <Typography>{text}</Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/proveedores/afiliacion" variant="contained" size="large">
                Crear mi sitio
              </Button>
              {example ? (
                <Button component={RouterLink} to={`/${example.slug}`} variant="outlined" size="large">
                  Ver un ejemplo real
                </Button>
              ) : (
                <Button component={RouterLink} to="/soy-un-proveedor" variant="outlined" size="large">
                  Comparar planes
                </Button>
              )}
            </Box>
          </Box>
          <Box>
            <SitePreviewMock />
            {example ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, textAlign: 'center' }}>
                Mira cómo se ve el sitio de{' '}
                <Box component={RouterLink} to={`/${example.slug}`} sx={{ color: 'primary.main', fontWeight: 600 }}>
                  {example.company_name}
                </Box>
              </Typography>
            ) : null}
          </Box>
        </ContentContainer>
      </Box>
      <ContentContainer sx={{ py: { xs: 5, md: 8 } }}>
        <Box component="section" aria-labelledby="incluye-titulo" sx={{ mb: { xs: 6, md: 8 } }}>
          <Typography id="incluye-titulo" variant="h4" component="h2" sx={{ mb: 1 }}>
            Todo lo que incluye tu sitio
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            Lo mismo que ven tus clientes cuando te encuentran en Eventos Perú.
          </Typography>
          <BenefitList items={SECTIONS} />
        </Box>
        <Box component="section" aria-labelledby="pasos-titulo" sx={{ mb: { xs: 6, md: 8 } }}>
          <Typography id="pasos-titulo" variant="h4" component="h2" sx={{ mb: 3 }}>
            Así de fácil
          </Typography>
          <WebsiteSteps />
        </Box>
        <Box
          component="section"
          aria-labelledby="empezar-titulo"
          sx={{ textAlign: 'center', p: { xs: 3, md: 5 }, borderRadius: '20px', color: '#fff', background: 'linear-gradient(120deg, #7E0E35, #B0174B 60%, #D6457A)' }}
        >
          <EditOutlinedIcon sx={{ fontSize: 40, mb: 1 }} aria-hidden="true" />
          <Typography id="empezar-titulo" variant="h4" component="h2" sx={{ mb: 1 }}>
            Empieza gratis con el plan Básico
          </Typography>
          <Typography sx={{ mb: 3, opacity: 0.92, maxWidth: 620, mx: 'auto' }}>
            Afíliate en cinco pasos. Cuando quieras tu sitio completo, pasa a Business desde tu propia página.
          </Typography>
          <Button component={RouterLink} to="/proveedores/afiliacion" variant="contained" size="large" sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#fbe9ef' } }}>
            Afilia tu negocio
          </Button>
        </Box>
      </ContentContainer>
    </>
  );
}
