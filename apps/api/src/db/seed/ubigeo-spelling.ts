// The spelling of Peru's place names as the official lists write them in running text. The
// reference file (seed/data/peru-ubigeo.csv, a copy of the team's INEI 2025 file) keeps its
// source's quirks; they are corrected here when the rows are read, so every database gets them at
// the next catalogue seed (an upsert by code) and the copy stays traceable to its source.
//
// 1. Connectors inside a name are lower case: «Magdalena Del Mar» → «Magdalena del Mar»,
//    «Carmen de La Legua Reynoso» → «Carmen de la Legua Reynoso». An article that is part of a
//    place's own name keeps its capital when it is not after «de» («Villa El Salvador»), and
//    «de El» is kept where «El …» is the name of the place («San Miguel de El Faique»).
// 2. Accents the source left out, by code (checked one by one against the district's official name).

/** Words written in lower case inside a name. */
const CONNECTORS = new Set(['De', 'Del', 'Y', 'E']);
/** Articles written in lower case after «de». */
const ARTICLES_AFTER_DE = new Set(['La', 'Las', 'Los']);

/** Names the source wrote without an accent (code → official name). */
export const UBIGEO_ACCENT_FIXES: Readonly<Record<string, string>> = {
  '040116': 'Sabandía',
  '040125': 'Vítor',
  '050621': 'Santa Lucía',
  '100602': 'Daniel Alomía Robles',
  '100606': 'Mariano Dámaso Beraún',
  '101006': 'San Francisco de Asís',
  '130111': 'Víctor Larco Herrera',
  '150135': 'San Martín de Porres',
  '210103': 'Amantaní',
  '220803': 'Elías Soplín Vargas',
  '221006': 'Santa Lucía',
  '230110': 'Coronel Gregorio Albarracín Lanchipa',
  '250101': 'Callería',
};

/** «Magdalena Del Mar» → «Magdalena del Mar» (the first word keeps its capital). */
export function lowerConnectors(name: string): string {
  const words = name.split(' ');
  return words
    .map((word, i) => {
      if (i === 0) return word;
      if (CONNECTORS.has(word)) return word.toLowerCase();
      if (ARTICLES_AFTER_DE.has(word) && words[i - 1]?.toLowerCase() === 'de') return word.toLowerCase();
      return word;
    })
    .join(' ');
}

/** The official spelling of the place with `code` named `name` in the source. */
export function officialPlaceName(code: string, name: string): string {
  return UBIGEO_ACCENT_FIXES[code] ?? lowerConnectors(name);
}
