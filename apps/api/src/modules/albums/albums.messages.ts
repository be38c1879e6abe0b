// Spanish messages of the albums API that @eventos/domain (messages/es.ts) does not have.
import { MESSAGES } from '@eventos/domain';

export const ALBUM_MESSAGES = {
  albumUndefined: MESSAGES['media.album.undefined'],
  albumNotFound: 'Álbum no encontrado',
  mediaNotFound: 'Foto o video no encontrado',
  photoInvalid: 'La foto no es válida. Súbela nuevamente.',
  photoAlreadyAdded: 'Esta foto ya está en el álbum.',
  videoAlreadyAdded: 'Este video ya está en el álbum.',
  coversPhotosOnly: 'Las fotos de portada solo pueden ser fotos.',
  coversMax: 'Puedes elegir como máximo {max} fotos de portada',
  servicesUnknown: 'Alguno de los servicios seleccionados no existe',
  orderInvalid: 'Alguna de las fotos o videos no pertenece a este álbum.',
  flagsEmpty: 'Indica qué quieres cambiar.',
  mediaIdMismatch: 'La foto o video no coincide con la dirección.',
} as const;
