import { Box, Typography } from '@mui/material';
import { InfoSection } from '../info-section';

const VALUES = [
  {
    title: 'Transparencia',
    text: 'Precios claros, con o sin IGV, en soles o dólares, y reseñas de clientes reales para decidir con información.',
  },
  {
    title: 'Confianza',
    text: 'Verificamos el correo de cada proveedor y aplicamos una política de contenido para que las reseñas sean útiles y respetuosas.',
  },
  {
    title: 'Cercanía',
    text: 'Hablamos tu idioma y conocemos cómo se organizan las celebraciones en el Perú, desde un bautizo hasta un congreso.',
  },
  {
    title: 'Oportunidad para todos',
    text: 'Damos visibilidad a negocios grandes y pequeños de todas las regiones, no solo de la capital.',
  },
];

/** "Nuestros valores": four values, each with an h3. */
export function AboutValues() {
  return (
    <InfoSection id="valores" title="Nuestros valores">
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {VALUES.map((value) => (
          <Box key={value.title}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 600, fontSize: '1.0625rem', mb: 0.5 }}>
              {value.title}
            </Typography>
            <Typography variant="body2" sx={{ lineHeight: 1.7 }}>
              {value.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </InfoSection>
  );
}
