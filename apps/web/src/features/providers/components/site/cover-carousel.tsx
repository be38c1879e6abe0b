import { useEffect, useState } from 'react';
import { Box } from '../../../../components/ui/box';
import { IconButton } from '../../../../components/ui/lean-buttons';
import type { CoverImage } from '../../types';
import { ResponsiveImage } from '../../../../components/images/responsive-image';
import { siteIcon } from './site-icons';

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
const PREVIOUS_SX = { ...arrow, left: { xs: 8, sm: 16 } } as const;
const NEXT_SX = { ...arrow, right: { xs: 8, sm: 16 } } as const;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Cover photos (Business): a fading carousel with arrows and dots; autoplay pauses on hover/focus. The
 * section, slides and dots are plain elements styled by the site's stylesheet (site-styles.ts,
 * docs/decisions/360).
 */
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
    <section
      className="site-cover"
      aria-roledescription="carrusel"
      aria-label={`Fotos de portada de ${companyName}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {covers.map((cover, i) => (
        <div
          key={cover.media_id}
          className={i === current ? 'site-cover-slide site-cover-slide-on' : 'site-cover-slide'}
          role="group"
          aria-roledescription="diapositiva"
          aria-label={`${i + 1} de ${count}`}
          aria-hidden={i !== current}
        >
          <ResponsiveImage
            image={cover}
            alt={`${companyName}: portada ${i + 1}`}
            loading={i === 0 ? 'lcp' : 'lazy'}
            sizes="100vw"
          />
        </div>
      ))}
      <div className="site-cover-shade" aria-hidden="true" />
      {count > 1 ? (
        <>
          <IconButton aria-label="Foto de portada anterior" onClick={() => setIndex((current - 1 + count) % count)} sx={PREVIOUS_SX}>
            {siteIcon('ChevronLeft')}
          </IconButton>
          <IconButton aria-label="Foto de portada siguiente" onClick={() => setIndex((current + 1) % count)} sx={NEXT_SX}>
            {siteIcon('ChevronRight')}
          </IconButton>
          <div className="site-cover-dots">
            {covers.map((cover, i) => (
              <button
                key={cover.media_id}
                className={i === current ? 'site-cover-dot site-cover-dot-on' : 'site-cover-dot'}
                type="button"
                aria-label={`Ver portada ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
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
