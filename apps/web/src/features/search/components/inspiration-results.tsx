import { useState } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLoginModal } from '../../../components/auth/login-modal-context';
import { SaveToAlbumDialog } from '../../../components/media/customer-albums/save-to-album-dialog';
import { Masonry } from '../../../components/ui/masonry';
import { useSession } from '../../../lib/session';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { useSearchMedia } from '../api/search-media';
import type { MediaItem } from '../types';
import type { SearchPatch, SearchState } from '../utils/search-state';
import { MediaTile } from './media-tile';
import { resultsSummary } from './provider-results';
import { ResultsPagination } from './results-pagination';
import { SearchEmptyState } from './search-empty-state';

const getKey = (item: MediaItem) => item.id;
const getAspectRatio = (item: MediaItem) => item.aspect_ratio;

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
              renderItem={(item) => <MediaTile item={item} onSave={save} />}
            />
          </Box>
          <ResultsPagination
            total={data.total}
            page={state.page}
            size={state.size}
            noun="fotos y videos"
            onPage={(page) => update({ page })}
            onSize={(size) => update({ size })}
          />
        </>
      )}
      <SaveToAlbumDialog media={saving} onClose={() => setSaving(null)} />
    </Box>
  );
}
