import { lazy } from 'react';

/** The owner's album manager, loaded when the owner edits the gallery: visitors' pages never carry it. */
export const LazyAlbumManager = lazy(() => import('./album-manager').then((m) => ({ default: m.AlbumManager })));
