import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import type { SvgIconProps } from '@mui/material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import VideocamIcon from '@mui/icons-material/Videocam';
import CelebrationIcon from '@mui/icons-material/Celebration';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import EventNoteIcon from '@mui/icons-material/EventNote';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import { InfoSection } from '../info-section';
import { Paragraph } from '../info-text';

interface Category {
  name: string;
  examples: string;
  Icon: ComponentType<SvgIconProps>;
}

/** The eight service groups (same icons as SERVICE_GROUP_ICONS in @eventos/domain). */
const CATEGORIES: Category[] = [
  {
    name: 'Locales',
    examples: 'hoteles, restaurantes, salones de eventos, casas de campo',
    Icon: ApartmentIcon,
  },
  {
    name: 'Alimentación',
    examples: 'catering, buffets, bocaditos, tortas, barras de bebidas',
    Icon: RestaurantIcon,
  },
  { name: 'Audiovisuales', examples: 'foto y video, DJ, sonido, iluminación, pantallas', Icon: VideocamIcon },
  { name: 'Animación', examples: 'mariachis, orquestas, shows infantiles, hora loca', Icon: CelebrationIcon },
  { name: 'Vestuario', examples: 'alquiler de trajes, vestidos de novia, maquillaje', Icon: CheckroomIcon },
  { name: 'Organización', examples: 'wedding planners, organizadores, protocolo', Icon: EventNoteIcon },
  {
    name: 'Ambientación',
    examples: 'decoración, arreglos florales, globos, mobiliario',
    Icon: LocalFloristIcon,
  },
  { name: 'Estructuras', examples: 'escenarios, toldos, carpas, tarimas', Icon: ArchitectureIcon },
];

/** "Qué encontrarás": the service categories available in the marketplace. */
export function AboutCategories() {
  return (
    <InfoSection id="que-encontraras" title="Qué encontrarás">
      <Paragraph>
        Reunimos a proveedores de todo tipo de servicios para eventos sociales, corporativos, de marketing y
        políticos:
      </Paragraph>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {CATEGORIES.map(({ name, examples, Icon }) => (
          <Box component="li" key={name} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Icon color="primary" aria-hidden="true" sx={{ mt: 0.25 }} />
            <Typography variant="body2" sx={{ lineHeight: 1.6 }}>
              <Box component="strong" sx={{ display: 'block', fontSize: '1rem' }}>
                {name}
              </Box>
              {examples}
            </Typography>
          </Box>
        ))}
      </Box>
    </InfoSection>
  );
}
