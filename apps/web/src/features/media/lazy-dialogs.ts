import { lazy } from 'react';

// The gallery's dialogs (slide-show, video player, «Guardar en Mis álbumes»: react-hook-form, the
// album schemas, text fields) load when a visitor first opens one, not with the page that shows the
// gallery (docs/decisions/255). Mount each inside a <Suspense> once opened (useOpenedOnce).
export const LazySlideshowDialog = lazy(() => import('./slideshow/slideshow-dialog').then((m) => ({ default: m.SlideshowDialog })));
export const LazyVideoPlayerDialog = lazy(() => import('./video/video-player-dialog').then((m) => ({ default: m.VideoPlayerDialog })));
export const LazySaveToAlbumDialog = lazy(() =>
  import('./customer-albums/save-to-album-dialog').then((m) => ({ default: m.SaveToAlbumDialog })),
);
