import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber-js's mobile metadata (the `/mobile` build, 1.13.16) for Peru alone: calling code 51
 * and the PE entry, copied from `libphonenumber-js/metadata.mobile.json`. Every phone the app accepts is a
 * Peruvian mobile, and with the metadata of every country a provider site's browser code carried
 * 136 kB of it (34 kB gzip) to evaluate during the page load (issue 12; docs/decisions/327-peru-only-phone-metadata.md).
 * A number of another country has no metadata here and is not Peruvian either way: the answers are
 * the same (phones.test.ts compares them with the full metadata; it also fails when an update of
 * libphonenumber-js changes the PE entry: copy it again).
 */
export const PERU_MOBILE_METADATA: MetadataJson = {
  version: 4,
  country_calling_codes: { 51: ['PE'] },
  countries: {
    PE: [
      '51',
      '00|19(?:1[124]|77|90)00',
      '(?:[14-8]|9\\d)\\d{7}',
      [8, 9],
      [
        ['(\\d{3})(\\d{5})', '$1 $2', ['80'], '(0$1)'],
        ['(\\d)(\\d{7})', '$1 $2', ['1'], '(0$1)'],
        ['(\\d{2})(\\d{6})', '$1 $2', ['[4-8]'], '(0$1)'],
        ['(\\d{3})(\\d{3})(\\d{3})', '$1 $2 $3', ['9']],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [0, ['9\\d{8}', [9]]],
      '00',
      ' Anexo ',
    ],
  },
  nonGeographic: {},
};
