import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { TooltipAfterMount } from '../tooltip-after-mount';

const button = (
  <IconButton aria-label="Guardar en Mis álbumes">
    <span aria-hidden="true">+</span>
  </IconButton>
);

describe('TooltipAfterMount', () => {
  it('renders on the server the same HTML as MUI’s Tooltip around a named child', () => {
    const deferred = renderToString(<TooltipAfterMount title="Guardar en Mis álbumes">{button}</TooltipAfterMount>);
    // MUI's development build marks the cloned child (`data-mui-internal-clone-element`); its
    // production build, the one that renders pages, does not.
    const tooltip = renderToString(<Tooltip title="Guardar en Mis álbumes">{button}</Tooltip>).replace(' data-mui-internal-clone-element="true"', '');
    expect(deferred).toBe(tooltip);
    expect(deferred).toContain('aria-label="Guardar en Mis álbumes"');
  });

  it('is MUI’s Tooltip once mounted: hovering shows it', async () => {
    render(<TooltipAfterMount title="Copiar enlace">{button}</TooltipAfterMount>);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Guardar en Mis álbumes' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Copiar enlace');
  });
});
