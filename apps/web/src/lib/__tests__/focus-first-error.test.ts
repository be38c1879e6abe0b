import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstError } from '../focus-first-error';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstError', () => {
  it('scrolls to and focuses the first invalid control in document order', () => {
    document.body.innerHTML = `<form>
      <input id="a" />
      <p id="msg" data-field-error>Selecciona al menos un servicio de la lista</p>
      <input id="b" aria-invalid="true" />
    </form>`;
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    expect(focusFirstError(document.querySelector('form'))).toBe(true);
    const msg = document.getElementById('msg')!;
    expect(document.activeElement).toBe(msg);
    expect(msg.getAttribute('tabindex')).toBe('-1');
    expect(scroll.mock.contexts[0]).toBe(msg);
  });

  it('does nothing without errors', () => {
    document.body.innerHTML = '<form><input aria-invalid="false" /></form>';
    expect(focusFirstError(document.querySelector('form'))).toBe(false);
    expect(focusFirstError(null)).toBe(false);
  });
});
