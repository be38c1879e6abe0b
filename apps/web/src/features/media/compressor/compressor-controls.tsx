import { Box } from '../../../components/ui/box';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_SIDE_OPTIONS, QUALITY_MAX, QUALITY_MIN } from './compressor-math';
import type { MaxSide } from './compressor-math';

export interface CompressorControlsProps {
  quality: number;
  onQualityChange: (quality: number) => void;
  maxSide: MaxSide;
  onMaxSideChange: (maxSide: MaxSide) => void;
}

/** JPEG quality slider and the largest side of the result. */
export function CompressorControls({ quality, onQualityChange, maxSide, onMaxSideChange }: CompressorControlsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 220px' }, alignItems: 'center' }}>
      <Box>
        <Typography id="quality-label" sx={{ fontWeight: 600 }}>
          Calidad: {quality}%
        </Typography>
        <Slider
          aria-labelledby="quality-label"
          value={quality}
          min={QUALITY_MIN}
          max={QUALITY_MAX}
          step={5}
          onChange={(_, value) => onQualityChange(value as number)}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}%`}
          marks={[
            { value: 30, label: 'Más liviana' },
            { value: 90, label: 'Mejor calidad' },
          ]}
          sx={{ mt: 0.5, '& .MuiSlider-markLabel': { fontSize: 12 } }}
        />
      </Box>
      <TextField
        select
        label="Tamaño máximo"
        value={maxSide}
        onChange={(event) => onMaxSideChange(Number(event.target.value) as MaxSide)}
        helperText="Lado más largo"
      >
        {MAX_SIDE_OPTIONS.map((side) => (
          <MenuItem key={side} value={side}>
            {side === 0 ? 'Original' : `${side} px`}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
