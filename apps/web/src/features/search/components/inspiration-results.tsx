import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import { Button } from '../../../components/ui/lean-buttons';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLoginModal } from '../../../components/auth/login-modal-context';
import { LazySaveToAlbumDialog, LazySlideshowDialog, LazyVideoPlayerDialog, LikeButton } from '../../media';
import type { Slide } from '../../media';
import { Masonry } from '../../../components/ui/masonry';
import { useSession } from '../../../lib/session';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { useSearchMedia } from '../api/search-media';
import type { MediaItem } from '../types';
import type { SearchPatch, SearchState } from '../utils/search-state';
import { imageSources } from '../../../components/images/image-sources';
import { MediaCredit } from './media-credit';
import { MediaTile, mediaTileTitle } from './media-tile';
import { resultsSummary } from './provider-results';
import { ResultsPagination } from './results-pagination';
import { searchHref } from '../utils/search-state';
import { SearchEmptyState } from './search-empty-state';

const getKey = (item: MediaItem) => item.id;
const getAspectRatio = (item: MediaItem) => item.aspect_ratio;

/** A photo as a slide (hq first, WebP and JPEG srcsets), titled with its provider. */
function toSlide(item: MediaItem): Slide {
  const sources = imageSources(item, 'hq');
  return {
    key: item.id,
    src: sources?.src ?? '',
    srcSet: sources?.srcSet || undefined,
    webpSrcSet: sources?.webpSrcSet || undefined,
    alt: `${mediaTileTitle(item)} — ${item.provider.company_name}`,
    caption: item.description || undefined,
  };
}

/** The inspiration tab: public photos and videos of the providers matching the search. */
export function InspirationResults({
  state,
  update,
  clear,
}: {
  state: SearchState;
  update: (p: SearchPatch) => void;
  clear: () => void;
}) {
  const { data, isPending, isError, isPlaceholderData, refetch } = useSearchMedia(state);
  const { isAuthenticated } = useSession();
  const login = useLoginModal();
  const location = useLocation();
  const [saving, setSaving] = useState<MediaItem | null>(null);
  // Photos open the slide-show (SPEC §2 slider) over this page's photos; videos the player.
  const photos = useMemo(() => (data?.data ?? []).filter((item) => item.media_type === 'photo'), [data]);
  const slides = useMemo(() => photos.map(toSlide), [photos]);
  const [slide, setSlide] = useState<number | null>(null);
  const [playing, setPlaying] = useState<MediaItem | null>(null);
  const open = (item: MediaItem) => {
    if (item.media_type === 'video') setPlaying(item);
    else setSlide(Math.max(0, photos.findIndex((p) => p.id === item.id)));
  };
  const photoOf = (current: Slide) => photos.find((p) => p.id === current.key);
  // The dialogs' code loads on first use (docs/decisions/255).
  const slideshowUsed = useOpenedOnce(slide !== null);
  const playerUsed = useOpenedOnce(playing !== null);
  const saveUsed = useOpenedOnce(saving !== null);
  const save = (item: MediaItem) => {
    if (isAuthenticated) setSaving(item);
    else
      login.open({
        next: `${location.pathname}${location.search}`,
        reason: 'Inicia sesión para guardar fotos y videos en tus álbumes.',
      });
  };
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state.t ?? 'all'}
        onChange={(_, value: string | null) =>
          value && update({ t: value === 'all' ? null : (value as 'photo' | 'video') })
        }
        aria-label="Tipo de contenido"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="all">Todo</ToggleButton>
        <ToggleButton value="photo">Fotos</ToggleButton>
        <ToggleButton value="video">Videos</ToggleButton>
      </ToggleButtonGroup>
      {isPending ? (
        <CardGridSkeleton count={6} minWidth={260} />
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Reintentar
            </Button>
          }
        >
          No pudimos cargar las fotos y videos. Intenta nuevamente.
        </Alert>
      ) : data.total === 0 ? (
        <SearchEmptyState
          state={state}
          noun="fotos ni videos"
          onClearFilters={clear}
          onClearPlace={() => update({ d: null, p: null, l: null })}
        />
      ) : (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
            {resultsSummary(data.total, data.capped, ['foto o video', 'fotos y videos'])}
          </Typography>
          <Box sx={{ opacity: isPlaceholderData ? 0.6 : 1 }} aria-busy={isPlaceholderData}>
            <Masonry
              items={data.data}
              getKey={getKey}
              getAspectRatio={getAspectRatio}
              ariaLabel="Inspiración"
              renderItem={(item) => <MediaTile item={item} onOpen={open} onSave={save} />}
            />
          </Box>
          <ResultsPagination
            total={data.total}
            page={state.page}
            size={state.size}
            noun="fotos y videos"
            hrefFor={(page) => searchHref(state, page)}
            onSize={(size) => update({ size })}
          />
        </>
      )}
      {slideshowUsed ? (
        <Suspense fallback={null}>
          <LazySlideshowDialog
            open={slide !== null}
            slides={slides}
            index={slide ?? 0}
            onIndexChange={setSlide}
            onClose={() => setSlide(null)}
            label="Inspiración"
            actions={(current) => {
              const item = photoOf(current);
              return item ? <LikeButton targetType="media" targetId={item.id} count={item.likes_count} variant="overlay" size="small" /> : null;
            }}
            footer={(current) => {
              const item = photoOf(current);
              return item ? <MediaCredit item={item} /> : null;
            }}
          />
        </Suspense>
      ) : null}
      {playerUsed ? (
        <Suspense fallback={null}>
          <LazyVideoPlayerDialog
            open={playing !== null}
            videoId={playing?.external_id}
            url={playing?.url}
            title={playing ? mediaTileTitle(playing) : undefined}
            onClose={() => setPlaying(null)}
            footer={playing ? <MediaCredit item={playing} /> : null}
          />
        </Suspense>
      ) : null}
      {saveUsed ? (
        <Suspense fallback={null}>
          <LazySaveToAlbumDialog media={saving} onClose={() => setSaving(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
