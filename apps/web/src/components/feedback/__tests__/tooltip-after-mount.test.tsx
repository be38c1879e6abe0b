import { useEffect } from 'react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { TooltipAfterMount } from '../tooltip-after-mount';

const button = (
  <IconButton aria-label="Guardar en Mis álbumes">
    <span aria-hidden="true">+</span>
  </IconButton>
);

/** An icon button that counts how many times it was mounted. */
function CountingButton({ mounts, ...props }: ComponentProps<typeof IconButton> & { mounts: { count: number } }) {
  useEffect(() => {
    mounts.count += 1;
  }, [mounts]);
  return <IconButton {...props} />;
}

describe('TooltipAfterMount', () => {
  afterEach(() => cleanup());

  it('renders on the server the same HTML as MUI’s Tooltip around a named child', () => {
    const deferred = renderToString(<TooltipAfterMount title="Guardar en Mis álbumes">{button}</TooltipAfterMount>);
    // MUI's development build marks the cloned child (`data-mui-internal-clone-element`); its
    // production build, the one that renders pages, does not.
    const tooltip = renderToString(<Tooltip title="Guardar en Mis álbumes">{button}</Tooltip>).replace(' data-mui-internal-clone-element="true"', '');
    expect(deferred).toBe(tooltip);
    expect(deferred).toContain('aria-label="Guardar en Mis álbumes"');
  });

  it('is MUI’s Tooltip once pointed at: hovering shows it, leaving hides it', async () => {
    render(<TooltipAfterMount title="Copiar enlace">{button}</TooltipAfterMount>);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Guardar en Mis álbumes' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Copiar enlace');
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Guardar en Mis álbumes' }));
    await waitForElementToBeRemoved(tooltip, { timeout: 2000 });
  });

  it('keeps the child mounted, the same node, after mounting and while the tooltip shows', async () => {
    const mounts = { count: 0 };
    render(
      <TooltipAfterMount title="Copiar enlace">
        <CountingButton mounts={mounts} aria-label="Copiar enlace">
          <span aria-hidden="true">+</span>
        </CountingButton>
      </TooltipAfterMount>,
    );
    const before = screen.getByRole('button', { name: 'Copiar enlace' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.mouseOver(before);
    await screen.findByRole('tooltip');
    expect(mounts.count).toBe(1);
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBe(before);
  });

  it('does not show the tooltip when the pointer left before it was there', async () => {
    render(<TooltipAfterMount title="Copiar enlace">{button}</TooltipAfterMount>);
    const target = screen.getByRole('button', { name: 'Guardar en Mis álbumes' });
    act(() => {
      fireEvent.mouseOver(target);
      fireEvent.mouseLeave(target);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('calls the child’s own handlers', () => {
    const seen: string[] = [];
    render(
      <TooltipAfterMount title="Copiar enlace">
        <IconButton aria-label="Copiar enlace" onFocus={() => seen.push('focus')} onMouseOver={() => seen.push('over')}>
          <span aria-hidden="true">+</span>
        </IconButton>
      </TooltipAfterMount>,
    );
    const target = screen.getByRole('button', { name: 'Copiar enlace' });
    fireEvent.mouseOver(target);
    fireEvent.focus(target);
    expect(seen).toEqual(['over', 'focus']);
  });
});
