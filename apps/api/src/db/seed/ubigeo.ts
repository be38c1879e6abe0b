// Reads Peru's locations (INEI ubigeo) from seed/data/peru-ubigeo.csv.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../../config';
import { officialPlaceName } from './ubigeo-spelling';

export interface UbigeoRow {
  code: string;
  name: string;
  type: 'department' | 'province' | 'district';
  parent_code: string | null;
}

export const UBIGEO_CSV_PATH = join(API_ROOT, 'src/db/seed/data/peru-ubigeo.csv');

let cache: UbigeoRow[] | undefined;

/** All 2,112 rows (25 departments, 196 provinces, 1,891 districts), in file order, names in their official spelling. */
export function readUbigeo(path = UBIGEO_CSV_PATH): UbigeoRow[] {
  if (cache && path === UBIGEO_CSV_PATH) return cache;
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const header = lines.shift();
  if (header !== 'code,name,type,parent_code') throw new Error(`Unexpected ubigeo header: ${header}`);
  const rows = lines.map((line, i): UbigeoRow => {
    const [code, name, type, parent] = line.split(',');
    if (
      !code ||
      !/^\d{6}$/.test(code) ||
      !name ||
      (type !== 'department' && type !== 'province' && type !== 'district')
    ) {
      throw new Error(`Invalid ubigeo line ${i + 2}: ${line}`);
    }
    return { code, name: officialPlaceName(code, name.trim()), type, parent_code: parent ? parent.trim() : null };
  });
  if (path === UBIGEO_CSV_PATH) cache = rows;
  return rows;
}
