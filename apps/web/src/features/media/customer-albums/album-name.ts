/** Customer album names: the API's rule is CustomerAlbumNameSchema of @eventos/domain (1–60 characters after trimming). */
import { CUSTOMER_ALBUM_NAME_MAX } from '@eventos/domain';

export const ALBUM_NAME_MAX = CUSTOMER_ALBUM_NAME_MAX;
