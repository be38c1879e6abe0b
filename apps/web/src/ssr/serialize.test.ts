// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serializeForScript } from './serialize';

describe('serializeForScript', () => {
  it('escapes what could close the script, start a comment or end a line, and nothing else', () => {
    const value = { html: '</script><!-- a & b -->', lines: 'x\u2028y\u2029z', text: 'Señor “Ñandú” ¿Qué? 5 > 3' };
    const json = serializeForScript(value);
    expect(json).toBe(
      '{"html":"\\u003c/script\\u003e\\u003c!-- a \\u0026 b --\\u003e","lines":"x\\u2028y\\u2029z","text":"Señor “Ñandú” ¿Qué? 5 \\u003e 3"}',
    );
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('writes null for undefined', () => {
    expect(serializeForScript(undefined)).toBe('null');
  });
});
