import { useLayoutEffect, useRef, useState } from 'react';
import { Box } from '../../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { brandColors } from '../../../../theme';
import type { ProviderKpisOut } from '../../types';
import { visuallyHidden } from '../../utils/visually-hidden';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'set', 'oct', 'nov', 'dic'];
const HEIGHT = 190;
const PAD = { top: 16, right: 8, bottom: 28, left: 32 };

/** 'YYYY-MM' → 'ene 26'. */
export function monthLabel(month: string, withYear = false): string {
  const [year, m] = month.split('-');
  const name = MONTHS[Number(m) - 1] ?? month;
  return withYear ? `${name} ${year?.slice(2)}` : name;
}

/** Width of an element, kept up to date with a ResizeObserver. */
function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Rounds the top of the axis up to a friendly number (≥ 4). */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= value / 4) ?? 10;
  return Math.ceil(value / (step * magnitude)) * step * magnitude;
}


/** Monthly bars (quotations sent, accepted in front) drawn as SVG; a hidden table carries the numbers. */
export function KpiChart({ series }: { series: ProviderKpisOut['series'] }) {
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  const WIDTH = Math.max(280, measured || 640);
  const max = niceMax(Math.max(0, ...series.map((p) => p.quotations)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, series.length);
  const barW = Math.min(28, slot * 0.6);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, max / 2, max];

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 1, flexWrap: 'wrap' }} aria-hidden="true">
        <Legend color="rgba(176, 23, 75, 0.25)" label="Cotizaciones enviadas" />
        <Legend color={brandColors.primary} label="Aceptadas" />
      </Box>
      <Box ref={ref} sx={{ width: '100%' }}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label="Cotizaciones enviadas y aceptadas por mes, últimos 12 meses"
        width={WIDTH}
        height={HEIGHT}
        sx={{ display: 'block', maxWidth: '100%' }}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="rgba(31,26,29,0.1)" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#5B5459">
              {Number.isInteger(t) ? t : t.toFixed(1)}
            </text>
          </g>
        ))}
        {series.map((point, i) => {
          const cx = PAD.left + slot * i + slot / 2;
          return (
            <g key={point.month}>
              <rect x={cx - barW / 2} y={y(point.quotations)} width={barW} height={Math.max(0, y(0) - y(point.quotations))} rx={4} fill="rgba(176, 23, 75, 0.25)" />
              <rect x={cx - barW / 4} y={y(point.accepted)} width={barW / 2} height={Math.max(0, y(0) - y(point.accepted))} rx={3} fill={brandColors.primary} />
              {slot >= 34 || (series.length - 1 - i) % 2 === 0 ? (
                <text x={cx} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#5B5459">
                  {monthLabel(point.month)}
                </text>
              ) : null}
            </g>
          );
        })}
      </Box>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Cotizaciones por mes</caption>
        <thead>
          <tr>
            <th scope="col">Mes</th>
            <th scope="col">Enviadas</th>
            <th scope="col">Aceptadas</th>
          </tr>
        </thead>
        <tbody>
          {series.map((p) => (
            <tr key={p.month}>
              <th scope="row">{monthLabel(p.month, true)}</th>
              <td>{p.quotations}</td>
              <td>{p.accepted}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: color }} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}
