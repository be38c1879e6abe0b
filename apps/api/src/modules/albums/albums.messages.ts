// The albums API's messages, read from the domain's catalogue (@eventos/domain, messages/es.ts),
// where every Spanish text lives once.
import { MESSAGES } from '@eventos/domain';

export const ALBUM_MESSAGES = {
  albumUndefined: MESSAGES['media.album.undefined'],
  albumNotFound: MESSAGES['albums.album.notFound'],
  mediaNotFound: MESSAGES['albums.media.notFound'],
  photoInvalid: MESSAGES['albums.photo.invalid'],
  photoAlreadyAdded: MESSAGES['albums.photo.alreadyAdded'],
  videoAlreadyAdded: MESSAGES['albums.video.alreadyAdded'],
  coversPhotosOnly: MESSAGES['albums.covers.photosOnly'],
  coversMax: MESSAGES['providers.covers.max'],
  servicesUnknown: MESSAGES['catalogue.services.unknown'],
  orderInvalid: MESSAGES['albums.order.invalid'],
  flagsEmpty: MESSAGES['albums.flags.empty'],
  mediaIdMismatch: MESSAGES['albums.media_id.mismatch'],
} as const;
