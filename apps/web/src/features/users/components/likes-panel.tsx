import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PlayCircleFilledIcon from '@mui/icons-material/PlayCircleFilled';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { LikeState, LikeTargetType } from '../../media';
import { useLike } from '../../media';
import type { MyLikedMedia, MyLikedProvider } from '@eventos/domain';
import { MY_LIKES_ROOT_KEY, useMyLikeDetails } from '../api/my-likes';

/** A filled heart that takes the item out of "Me gusta" (DELETE likes/{type}/{id}). */
function UnlikeButton({ targetType, targetId, count, name }: { targetType: LikeTargetType; targetId: number; count: number; name: string }) {
  const queryClient = useQueryClient();
  const onChange = (state: LikeState) => {
    if (!state.liked) void queryClient.invalidateQueries({ queryKey: MY_LIKES_ROOT_KEY });
  };
  const like = useLike({ targetType, targetId, count, liked: true, onChange });
  const label = `Quitar ${name} de Me gusta`;
  return (
    <Tooltip title="Quitar de Me gusta">
      <IconButton
        aria-label={label}
        aria-pressed={like.liked}
        disabled={like.pending}
        onClick={() => like.toggle()}
        sx={{ color: 'primary.main', bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
      >
        <FavoriteIcon />
      </IconButton>
    </Tooltip>
  );
}

function place(provider: MyLikedProvider): string {
  return [provider.district, provider.department].filter(Boolean).filter((v, i, all) => all.indexOf(v) === i).join(', ');
}

function ProviderRow({ provider }: { provider: MyLikedProvider }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
      <Avatar src={provider.logo_url ?? undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'action.hover', color: 'text.secondary' }}>
        <StorefrontOutlinedIcon aria-hidden="true" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component={RouterLink} to={`/${provider.slug}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {provider.company_name}
        </Link>
        {place(provider) ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {place(provider)}
          </Typography>
        ) : null}
      </Box>
      <UnlikeButton targetType="provider" targetId={provider.id} count={provider.likes_count} name={provider.company_name} />
    </Box>
  );
}

function mediaName(item: MyLikedMedia): string {
  const kind = item.media_type === 'video' ? 'video' : 'foto';
  return item.title ? `«${item.title}»` : `la ${kind} de ${item.provider.company_name}`;
}

function MediaTile({ item }: { item: MyLikedMedia }) {
  const video = item.media_type === 'video';
  return (
    <Box component="li" sx={{ position: 'relative', listStyle: 'none' }}>
      <Box
        component={RouterLink}
        to={`/${item.provider.slug}`}
        aria-label={`${video ? 'Video' : 'Foto'}${item.title ? ` ${item.title}` : ''} de ${item.provider.company_name}: ver su sitio`}
        sx={{
          display: 'block',
          position: 'relative',
          aspectRatio: '4 / 3',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {item.thumbnail_url ? (
          <Box component="img" src={item.thumbnail_url} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : null}
        {video ? (
          <PlayCircleFilledIcon
            aria-hidden="true"
            sx={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', fontSize: 44, color: '#fff', opacity: 0.9 }}
          />
        ) : null}
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {item.provider.company_name}
      </Typography>
      <Box sx={{ position: 'absolute', top: 6, right: 6 }}>
        <UnlikeButton targetType="media" targetId={item.id} count={item.likes_count} name={mediaName(item)} />
      </Box>
    </Box>
  );
}

/**
 * "Me gusta" for /micuenta: the providers, photos and videos the user liked, each with a link to
 * its provider's site and a heart that takes it out of the list.
 */
export function LikesPanel() {
  const likes = useMyLikeDetails();
  const providers = likes.data?.providers ?? [];
  const media = likes.data?.media ?? [];
  return (
    <Card component="section" aria-labelledby="me-gusta-titulo">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box>
          <Typography id="me-gusta-titulo" variant="h5" component="h2">
            Me gusta
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Los proveedores, fotos y videos que marcaste con el corazón.
          </Typography>
        </Box>
        {likes.isPending ? (
          <Box role="status" aria-label="Cargando tus Me gusta" sx={{ display: 'grid', gap: 1.5 }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={120} />
          </Box>
        ) : likes.isError ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ color: 'error.main' }}>No pudimos cargar tus Me gusta.</Typography>
            <Button size="small" onClick={() => void likes.refetch()}>
              Reintentar
            </Button>
          </Box>
        ) : providers.length === 0 && media.length === 0 ? (
          <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
            <Typography sx={{ color: 'text.secondary' }}>
              Aún no tienes Me gusta. Toca el corazón en los proveedores, fotos y videos que te gusten y los encontrarás aquí.
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/buscar" variant="outlined">
                Buscar proveedores
              </Button>
              <Button component={RouterLink} to="/buscar?tab=inspiracion" variant="outlined">
                Ver inspiración
              </Button>
            </Box>
          </Box>
        ) : (
          <>
            {providers.length > 0 ? (
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  Proveedores ({providers.length})
                </Typography>
                <Box component="ul" aria-label="Proveedores que te gustan" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {providers.map((provider) => (
                    <ProviderRow key={provider.id} provider={provider} />
                  ))}
                </Box>
              </Box>
            ) : null}
            {media.length > 0 ? (
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  Fotos y videos ({media.length})
                </Typography>
                <Box
                  component="ul"
                  aria-label="Fotos y videos que te gustan"
                  sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(120px, 100%), 1fr))' }}
                >
                  {media.map((item) => (
                    <MediaTile key={item.id} item={item} />
                  ))}
                </Box>
              </Box>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
