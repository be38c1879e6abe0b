import { Box } from '../../../../components/ui/box';
import Typography from '@mui/material/Typography';
import CameraAltOutlinedIcon from '@mui/icons-material/CameraAltOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import VerifiedIcon from '@mui/icons-material/Verified';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';

const TILES = [
  'linear-gradient(135deg,#F6D365,#FDA085)',
  'linear-gradient(135deg,#84FAB0,#8FD3F4)',
  'linear-gradient(135deg,#A18CD1,#FBC2EB)',
  'linear-gradient(135deg,#FFECD2,#FCB69F)',
  'linear-gradient(135deg,#89F7FE,#66A6FF)',
  'linear-gradient(135deg,#FDCBF1,#E6DEE9)',
];

function Line({ width, dark = false }: { width: string; dark?: boolean }) {
  return <Box sx={{ height: 7, width, borderRadius: 4, bgcolor: dark ? 'rgba(31,26,29,0.55)' : 'rgba(31,26,29,0.12)', my: 0.75 }} />;
}

/**
 * An illustration of a provider site inside a browser frame (decorative: the page describes the
 * same features in text). Used on /sitioweb.
 */
export function SitePreviewMock() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        borderRadius: '16px',
        overflow: 'hidden',
        bgcolor: '#F3F4F6',
        border: '1px solid rgba(31,26,29,0.12)',
        boxShadow: '0 24px 60px rgba(31, 26, 29, 0.18)',
        userSelect: 'none',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 1.5, py: 1, bgcolor: '#fff', borderBottom: '1px solid rgba(31,26,29,0.08)' }}>
        {['#FF5F57', '#FEBC2E', '#28C840'].map((c) => (
          <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c }} />
        ))}
        <Box sx={{ ml: 1.5, flex: 1, px: 1.5, py: 0.25, borderRadius: 10, bgcolor: '#F3F4F6', fontSize: 12, color: 'text.secondary' }}>
          eventosperu.pe/<strong>fotografia-miraflores</strong>
        </Box>
      </Box>
      <Box
        sx={{
          height: { xs: 90, sm: 130 },
          background:
            'linear-gradient(180deg, rgba(0,0,0,0) 40%, rgba(0,0,0,0.35)), linear-gradient(120deg,#7E0E35,#B0174B 55%,#E3A82B)',
          position: 'relative',
        }}
      >
        <CameraAltOutlinedIcon sx={{ position: 'absolute', right: 14, top: 12, color: 'rgba(255,255,255,0.8)' }} />
      </Box>
      <Box sx={{ mx: 1.5, mt: -3, p: 1.5, bgcolor: '#fff', borderRadius: '12px', display: 'flex', gap: 1.5, alignItems: 'center', position: 'relative', boxShadow: 1 }}>
        <Box sx={{ width: 48, height: 48, borderRadius: '12px', bgcolor: 'secondary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 800 }}>FM</Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800, fontSize: 15, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            Fotografía Miraflores <VerifiedIcon sx={{ fontSize: 16, color: 'secondary.main' }} />
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 12, color: 'text.secondary' }}>
            <PlaceOutlinedIcon sx={{ fontSize: 14 }} /> Miraflores, Lima
            <Box sx={{ display: 'flex', color: 'warning.main' }}>
              {[0, 1, 2, 3, 4].map((i) => (
                <StarRoundedIcon key={i} sx={{ fontSize: 14 }} />
              ))}
            </Box>
            4.9
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'grid' }, gap: 0.5 }}>
          <Box sx={{ px: 1.5, py: 0.5, borderRadius: '8px', bgcolor: 'primary.main', color: '#fff', fontSize: 11, fontWeight: 700 }}>Solicitar cotización</Box>
          <Box sx={{ px: 1.5, py: 0.5, borderRadius: '8px', border: '1px solid #0B7A3B', color: '#0B7A3B', fontSize: 11, fontWeight: 700, display: 'flex', gap: 0.5, alignItems: 'center', justifyContent: 'center' }}>
            <WhatsAppIcon sx={{ fontSize: 13 }} /> WhatsApp
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1.6fr 1fr', gap: 1.5, p: 1.5 }}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ bgcolor: '#fff', borderRadius: '10px', p: 1.5 }}>
            <Line width="40%" dark />
            <Line width="95%" />
            <Line width="88%" />
            <Line width="70%" />
          </Box>
          <Box sx={{ bgcolor: '#fff', borderRadius: '10px', p: 1.5 }}>
            <Line width="30%" dark />
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.75, mt: 1 }}>
              {TILES.map((bg) => (
                <Box key={bg} sx={{ aspectRatio: '4 / 3', borderRadius: '6px', background: bg }} />
              ))}
            </Box>
          </Box>
        </Box>
        <Box sx={{ bgcolor: '#fff', borderRadius: '10px', p: 1.5, height: 'fit-content' }}>
          <Line width="50%" dark />
          <Line width="80%" />
          <Line width="65%" />
          <Line width="75%" />
          <Box sx={{ mt: 1.5, height: 22, borderRadius: '6px', bgcolor: 'primary.main' }} />
        </Box>
      </Box>
    </Box>
  );
}
