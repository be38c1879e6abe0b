import { describe, it, expect } from 'vitest';
import {
  IMAGE_FORM_ACCEPT,
  IMAGE_FORM_TYPES,
  isAcceptedImageFormFile,
  validateImageDimensions,
  validateImageFormType,
} from './image-form.rules';

describe('images in forms', () => {
  it('accepts jpg, svg, jpeg, png, bmp and gif', () => {
    expect(IMAGE_FORM_TYPES).toEqual(['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif']);
    expect(IMAGE_FORM_ACCEPT).toBe('.jpg,.svg,.jpeg,.png,.bmp,.gif');
    for (const name of ['logo.jpg', 'logo.SVG', 'a.jpeg', 'a.png', 'a.bmp', 'a.gif']) {
      expect(isAcceptedImageFormFile(name)).toBe(true);
    }
    expect(isAcceptedImageFormFile('logo.svg', 'image/svg+xml')).toBe(true);
  });

  it('rejects other files with the Spanish message', () => {
    expect(validateImageFormType('logo.webp')).toBe(
      'Solo se aceptan archivos jpg, svg, jpeg, png, bmp o gif',
    );
    expect(validateImageFormType('logo.png', 'text/html')).toBe(
      'Solo se aceptan archivos jpg, svg, jpeg, png, bmp o gif',
    );
    expect(validateImageFormType('png')).not.toBeNull();
    expect(validateImageFormType('logo.png')).toBeNull();
  });

  it('checks minimum dimensions with {field}, {w} and {h}', () => {
    expect(validateImageDimensions('logo', 200, 200)).toBeNull();
    expect(validateImageDimensions('logo', 199, 500)).toBe('Su logo no puede ser menor de 200 x 200 pixeles');
    expect(validateImageDimensions('logo', 500, 199)).toBe('Su logo no puede ser menor de 200 x 200 pixeles');
    expect(validateImageDimensions('cover', 1000, 400)).toBe(
      'Su foto de portada no puede ser menor de 1200 x 400 pixeles',
    );
    expect(validateImageDimensions('avatar', 120, 120)).toBeNull();
  });
});
