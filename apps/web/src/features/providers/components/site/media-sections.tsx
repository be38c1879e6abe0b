import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LazyAlbumManager as AlbumManager, MasonryGallery } from '../../../media';
import { Masonry } from '../../../../components/ui/masonry';
import { Shimmer } from '../../../../components/ui/shimmer';
import { useProviderMedia } from '../../api/get-provider-media';
import { providerKeys } from '../../api/provider-keys';
import { useProviderSite } from '../../hooks/provider-site-context';
import { isBusiness } from '../../utils/provider-format';
import { SiteSection } from './site-section';
import { UpsellNote } from './upsell-note';

const SKELETON = [1.5, 0.75, 1.33, 1, 1.5, 0.8];

function GallerySkeleton() {
  return (
    <div role="status" aria-label="Cargando fotos">
      <Masonry
        items={SKELETON}
        getKey={(_, i) => i}
        getAspectRatio={(r) => r}
        renderItem={(ratio) => <Shimmer sx={{ aspectRatio: String(ratio), height: 'auto' }} />}
      />
    </div>
  );
}

/**
 * Gallery (Business). Visitors, and the owner while not editing, see the public photos of
 * GET providers/{id}/media in the masonry gallery (slide-show, "Me gusta", "Guardar en Mis
 * álbumes"). The owner in edit mode manages the album: upload with progress, YouTube videos,
 * reorder, texts, featured/top, trash (AlbumManager). Basic owners see the upgrade note.
 */
export function GallerySection() {
  const { provider, owner, editing } = useProviderSite();
  const queryClient = useQueryClient();
  const { data: photos = [], isPending } = useProviderMedia(provider.id, 'photo');
  const business = isBusiness(provider);
  const albumId = provider.album?.id;
  const managing = owner && editing && business && albumId !== undefined;

  if (managing) {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: providerKeys.media(provider.id, 'photo') });
      void queryClient.invalidateQueries({ queryKey: providerKeys.media(provider.id, 'video') });
    };
    return (
      <SiteSection id="galeria" title="Galería" meta="Fotos y videos">
        <Suspense fallback={<GallerySkeleton />}>
          <AlbumManager
            albumId={albumId}
            onChanged={refresh}
            serviceTypeIds={provider.service_type_ids ?? provider.servicesTypes?.map((s) => s.id)}
          />
        </Suspense>
      </SiteSection>
    );
  }
  if (!isPending && photos.length === 0 && !(owner && editing)) return null;
  return (
    <SiteSection id="galeria" title="Galería" meta={photos.length ? `${photos.length} fotos` : undefined}>
      {isPending ? <GallerySkeleton /> : null}
      {photos.length ? (
        <MasonryGallery items={photos} ariaLabel="Galería" companyName={provider.company_name} />
      ) : null}
      {owner && editing && !business ? <UpsellNote feature="La galería de fotos" /> : null}
    </SiteSection>
  );
}

/** Videos (YouTube thumbnails that open the player), hidden while the owner edits the album. */
export function VideosSection() {
  const { provider, owner, editing } = useProviderSite();
  const { data: videos = [] } = useProviderMedia(provider.id, 'video');
  if (videos.length === 0 || (owner && editing && isBusiness(provider))) return null;
  return (
    <SiteSection id="videos" title="Videos" meta={`${videos.length}`}>
      <MasonryGallery items={videos} ariaLabel="Videos" companyName={provider.company_name} />
    </SiteSection>
  );
}
