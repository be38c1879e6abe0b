// zod for the domain's schemas, with its default messages in Spanish (STYLE §3): every schema
// module imports `z` from here, so the locale is set wherever a schema is used, and modules
// without schemas (formatters, enums, messages) stay free of zod in the web app's first load.
import { z } from 'zod';
import { es } from 'zod/locales';

z.config(es());

export { z };
