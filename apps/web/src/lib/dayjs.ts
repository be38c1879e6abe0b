/**
 * dayjs with the Spanish locale (SPEC: DD/MM/YYYY, DD/MM/YYYY hh:mm a). Import dayjs from here,
 * not from 'dayjs', so the locale is always set.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');

export { dayjs };
export default dayjs;
