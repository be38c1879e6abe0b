// Issue 11: every UBIGEO name in its official spelling («Magdalena del Mar», «San Martín de Porres»).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { removeAccents } from '@eventos/domain';
import { UBIGEO_CSV_PATH, readUbigeo } from './ubigeo';
import { UBIGEO_ACCENT_FIXES, lowerConnectors } from './ubigeo-spelling';

const byCode = new Map(readUbigeo().map((row) => [row.code, row.name]));
const source = new Map(
  readFileSync(UBIGEO_CSV_PATH, 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',') as [string, string]),
);

describe('UBIGEO names', () => {
  it('write the districts of the issue as the official lists do', () => {
    expect(byCode.get('150120')).toBe('Magdalena del Mar');
    expect(byCode.get('150135')).toBe('San Martín de Porres');
    expect(byCode.get('150143')).toBe('Villa María del Triunfo');
    expect(byCode.get('110114')).toBe('Yauca del Rosario');
    expect(byCode.get('070103')).toBe('Carmen de la Legua Reynoso');
    expect(byCode.get('150142')).toBe('Villa El Salvador');
    expect(byCode.get('200306')).toBe('San Miguel de El Faique');
    expect(byCode.get('020000')).toBe('Áncash');
  });

  it('have no capitalised connector inside a name, in any of the 2,112 rows', () => {
    expect(byCode.size).toBe(2112);
    const wrong = [...byCode.values()].filter((name) => / (?:De|Del|Y|E)(?: |$)| de (?:La|Las|Los) /.test(name));
    expect(wrong).toEqual([]);
  });

  it('only add accents to the source names (no other change) and every fixed code exists', () => {
    for (const [code, name] of Object.entries(UBIGEO_ACCENT_FIXES)) {
      const original = source.get(code);
      expect(original, code).toBeDefined();
      expect(name).not.toBe(original);
      expect(removeAccents(name)).toBe(removeAccents(original!));
    }
  });

  it('lowerConnectors keeps the first word and place-name articles', () => {
    expect(lowerConnectors('Magdalena Del Mar')).toBe('Magdalena del Mar');
    expect(lowerConnectors('La Victoria')).toBe('La Victoria');
    expect(lowerConnectors('Los Olivos')).toBe('Los Olivos');
  });
});
