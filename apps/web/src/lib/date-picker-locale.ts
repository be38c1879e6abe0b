/**
 * Spanish texts of the MUI X date pickers: the library's esES with its spelling fixed (issue 11:
 * the day section was labelled «Dia»). One source for every date field.
 */
import { esES } from '@mui/x-date-pickers/locales';

const base = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export const datePickerLocaleText = {
  ...base,
  day: 'Día',
  weekDay: 'Día de la semana',
};
