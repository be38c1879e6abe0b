import { useEffect, useState } from 'react';
import { Box } from '../../../../components/ui/box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { CoverImage } from '../../types';
import { ResponsiveImage } from '../../../../components/images/responsive-image';

export const HERO_HEIGHT = { xs: 210, sm: 300, md: 380 } as const;
const AUTOPLAY_MS = 6000;

const arrow = {
  position: 'absolute',
  width: { xs: 34, sm: 40 },
  height: { xs: 34, sm: 40 },
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.85)',
  color: 'text.primary',
  boxShadow: 2,
  '&:hover': { bgcolor: '#fff' },
} as const;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Cover photos (Business): a fading carousel with arrows and dots; autoplay pauses on hover/focus. */
export function CoverCarousel({ covers, companyName }: { covers: ReadonlyArray<CoverImage>; companyName: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = covers.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label={`Fotos de portada de ${companyName}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ position: 'relative', height: HERO_HEIGHT, overflow: 'hidden', bgcolor: '#2a1f24' }}
    >
      {covers.map((cover, i) => (
        <Box
          key={cover.media_id}
          role="group"
          aria-roledescription="diapositiva"
          aria-label={`${i + 1} de ${count}`}
          aria-hidden={i !== current}
          sx={{ position: 'absolute', inset: 0, opacity: i === current ? 1 : 0, transition: 'opacity .8s ease' }}
        >
          <ResponsiveImage
            image={cover}
            alt={`${companyName}: portada ${i + 1}`}
            loading={i === 0 ? 'lcp' : 'lazy'}
            sizes="100vw"
          />
        </Box>
      ))}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(180deg, rgba(0,0,0,0) 45%, rgba(0,0,0,0.45) 100%)',
          pointerEvents: 'none',
        }}
      />
      {count > 1 ? (
        <>
          <IconButton aria-label="Foto de portada anterior" onClick={() => setIndex((current - 1 + count) % count)} sx={{ ...arrow, left: { xs: 8, sm: 16 } }}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Foto de portada siguiente" onClick={() => setIndex((current + 1) % count)} sx={{ ...arrow, right: { xs: 8, sm: 16 } }}>
            <ChevronRightIcon />
          </IconButton>
          <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: { xs: 44, md: 64 }, px: 2, display: 'flex', justifyContent: { xs: 'flex-end', md: 'center' }, gap: 0 }}>
            {covers.map((cover, i) => (
              <Box
                key={cover.media_id}
                component="button"
                type="button"
                aria-label={`Ver portada ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                sx={{
                  // A 24 px target (WCAG 2.5.8) around the 8 px pill drawn by ::before.
                  width: i === current ? 30 : 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  transition: 'width .3s',
                  '&::before': {
                    content: '""',
                    width: i === current ? 22 : 8,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: i === current ? '#fff' : 'rgba(255,255,255,0.6)',
                    transition: 'width .3s',
                  },
                }}
              />
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

/** Banner for sites without cover photos: brand colours and a soft pattern. */
export function SiteBanner() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        height: { xs: 120, sm: 180, md: 220 },
        background:
          'radial-gradient(circle at 15% 20%, rgba(227,168,43,0.35) 0, transparent 40%), radial-gradient(circle at 85% 30%, rgba(20,163,154,0.35) 0, transparent 45%), linear-gradient(120deg, #7E0E35 0%, #B0174B 55%, #D6457A 100%)',
      }}
    />
  );
}
