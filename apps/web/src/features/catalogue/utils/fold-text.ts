/** Lower case without accents or extra spaces: "  Fotógrafo  Cusco" → "fotografo cusco". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
