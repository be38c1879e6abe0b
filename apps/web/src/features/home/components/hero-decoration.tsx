import { Box } from '../../../components/ui/box';
import { ServiceGroupIcon } from '../../../components/ui/service-group-icon';

const CARDS = [
  { group: 'locals', label: 'Locales y salones', top: '4%', left: '8%', rotate: -4 },
  { group: 'feeding', label: 'Catering y bocaditos', top: '30%', left: '42%', rotate: 3 },
  { group: 'animation', label: 'Música y animación', top: '58%', left: '4%', rotate: -2 },
  { group: 'audiovisual', label: 'Foto y video', top: '80%', left: '46%', rotate: 4 },
] as const;

/** Decorative floating category cards beside the hero text (desktop only). */
export function HeroDecoration() {
  return (
    <Box
      aria-hidden="true"
      sx={{ display: { xs: 'none', md: 'block' }, position: 'relative', height: 340, overflow: 'hidden' }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: '10% 6%',
          borderRadius: '40% 60% 55% 45%',
          bgcolor: 'rgba(255,255,255,0.08)',
          border: '1px solid rgba(255,255,255,0.16)',
        }}
      />
      {CARDS.map((card) => (
        <Box
          key={card.group}
          sx={{
            position: 'absolute',
            top: card.top,
            left: card.left,
            transform: `rotate(${card.rotate}deg)`,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1.25,
            borderRadius: '12px',
            bgcolor: '#fff',
            color: 'text.primary',
            boxShadow: '0 12px 30px rgba(40, 4, 18, 0.28)',
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: '8px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(176, 23, 75, 0.1)',
              color: 'primary.main',
            }}
          >
            <ServiceGroupIcon group={card.group} />
          </Box>
          {card.label}
        </Box>
      ))}
    </Box>
  );
}
