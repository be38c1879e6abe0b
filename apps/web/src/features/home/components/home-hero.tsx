import { Box } from '../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { KeywordSearchBox } from '../../catalogue';
import { HeroDecoration } from './hero-decoration';
import { ProviderCountSlot } from './provider-count-slot';
import { ContentContainer } from '../../../components/layout/content-container';

/** Hero of the home page: headline and the keyword search box. */
export function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        color: '#fff',
        background: 'linear-gradient(135deg, #7E0E35 0%, #B0174B 55%, #C8375F 100%)',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          overflow: 'hidden',
          opacity: 0.18,
          backgroundImage:
            'radial-gradient(circle at 12% 20%, #E3A82B 0 2px, transparent 3px), radial-gradient(circle at 78% 70%, #fff 0 1.5px, transparent 2.5px)',
          backgroundSize: '56px 56px, 44px 44px',
        }}
      />
      <ContentContainer
        maxWidth="lg"
        sx={{
          position: 'relative',
          py: { xs: 5, sm: 7, md: 10 },
          px: { xs: 2, sm: 3 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.25fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="p"
            sx={{
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              fontSize: '0.8rem',
              color: '#FFE9B8',
              mb: 1.5,
            }}
          >
            Proveedores para eventos en todo el Perú
          </Typography>
          <Typography
            id="home-hero-title"
            variant="h1"
            sx={{ fontSize: { xs: '2rem', sm: '2.6rem', md: '3.2rem' }, mb: 2, textWrap: 'balance' }}
          >
            Encuentra a los mejores proveedores para tu evento
          </Typography>
          <Typography
            sx={{
              fontSize: { xs: '1.05rem', md: '1.2rem' },
              mb: { xs: 3, md: 4 },
              color: 'rgba(255,255,255,0.92)',
              maxWidth: 560,
            }}
          >
            Locales, catering, música, fotografía, decoración y mucho más para bodas, quinceañeros, cumpleaños
            y eventos corporativos.
          </Typography>
          <Box sx={{ maxWidth: 640 }}>
            <KeywordSearchBox variant="hero" placeholder="Catering, DJ, Miraflores…" />
          </Box>
          <ProviderCountSlot />
        </Box>
        <HeroDecoration />
      </ContentContainer>
    </Box>
  );
}
