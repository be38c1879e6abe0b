import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { useConfirm } from '../confirm-context';
import type { ConfirmOptions } from '../confirm-context';

function Asker({
  options,
  onAnswer,
}: {
  options: ConfirmOptions | string;
  onAnswer: (value: boolean) => void;
}) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => void confirm(options).then(onAnswer)}>
      preguntar
    </button>
  );
}

async function ask(options: ConfirmOptions | string) {
  const answers: boolean[] = [];
  renderWithProviders(<Asker options={options} onAnswer={(v) => answers.push(v)} />);
  fireEvent.click(await screen.findByRole('button', { name: 'preguntar' }));
  const dialog = await screen.findByRole('dialog');
  return { answers, dialog };
}

describe('confirmation dialog', () => {
  it('shows Cancelar and Confirmar, is 320 px wide and resolves true on Confirmar', async () => {
    const { answers, dialog } = await ask('¿Eliminar esta foto?');
    expect(screen.getByText('¿Eliminar esta foto?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(dialog.getAttribute('style') ?? '').not.toContain('display: none');
    const paper = dialog.closest('.MuiDialog-paper') ?? dialog;
    expect(getComputedStyle(paper).width).toBe('320px');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(answers).toEqual([true]));
  });

  it('closes with the Escape key and resolves false', async () => {
    const { answers, dialog } = await ask({
      title: 'Eliminar',
      message: '¿Seguro?',
      confirmText: 'Sí, eliminar',
    });
    expect(screen.getByRole('button', { name: 'Sí, eliminar' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(answers).toEqual([false]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on Cancelar with custom texts', async () => {
    const { answers } = await ask({ message: '¿Descartar?', cancelText: 'Volver' });
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(answers).toEqual([false]));
  });
});
