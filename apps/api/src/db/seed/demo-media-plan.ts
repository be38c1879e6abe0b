// Which demo pictures are drawn and who shows which (pure: no I/O), so every caption matches the
// business that shows it: gallery photos are drawn per service group and captioned with the
// group's name (only providers offering a service of that group show them); covers are drawn per
// service type and captioned with its name (only providers offering it show them); each demo video
// gets its own thumbnail with its caption.
import { SERVICE_GROUP_LABELS } from '@eventos/domain';
import type { ServiceGroup } from '@eventos/domain';
import { DEMO_VIDEOS } from './data/demo-texts';
import type { ServiceInfo } from './demo-rows';

export interface PoolJob {
  key: string;
  group: ServiceGroup;
  kind: 'media' | 'cover';
  caption: string;
  width: number;
  height: number;
}

export interface PlannedProvider {
  company_name: string;
  plan: 'basic' | 'business';
  services: readonly ServiceInfo[];
}

export interface DemoVideo {
  provider: string;
  external_id: string;
  title: string;
  description: string;
  caption: string;
}

/** Photo shapes per group: two landscape, one portrait. */
const PHOTO_SHAPES = [
  [1200, 800],
  [1200, 800],
  [800, 1200],
] as const;

export const photoKey = (group: ServiceGroup, n: number) => `photo:${group}:${n}`;
export const coverKey = (service: ServiceInfo) => `cover:${service.id}`;
/** A demo video's drawn thumbnail: per provider, as two providers may show the same YouTube id. */
export const videoKey = (video: Pick<DemoVideo, 'provider' | 'external_id'>) => `video:${video.provider}:${video.external_id}`;

export function demoVideos(): DemoVideo[] {
  return DEMO_VIDEOS.map(([provider, external_id, title, description, caption]) => ({ provider, external_id, title, description, caption }));
}

function groupsOf(provider: PlannedProvider): ServiceGroup[] {
  return [...new Set(provider.services.map((s) => s.group))];
}

/** The services shown on a business provider's two covers: its first two (or the first twice). */
function coverServices(provider: PlannedProvider): ServiceInfo[] {
  const [first, second] = provider.services;
  return first ? [first, second ?? first] : [];
}

/** Every picture to draw for these providers. */
export function poolJobs(providers: readonly PlannedProvider[], groups: readonly ServiceGroup[]): PoolJob[] {
  const jobs: PoolJob[] = [];
  for (const group of groups) {
    PHOTO_SHAPES.forEach(([width, height], n) =>
      jobs.push({ key: photoKey(group, n), group, kind: 'media', caption: SERVICE_GROUP_LABELS[group], width, height }),
    );
  }
  const covers = new Map<number, ServiceInfo>();
  for (const provider of providers) {
    if (provider.plan === 'business') for (const service of coverServices(provider)) covers.set(service.id, service);
  }
  for (const service of covers.values()) {
    jobs.push({ key: coverKey(service), group: service.group, kind: 'cover', caption: service.type_name, width: 1600, height: 640 });
  }
  for (const video of demoVideos()) {
    const owner = providers.find((p) => p.company_name === video.provider);
    const group = owner?.services[0]?.group;
    if (!owner || owner.plan !== 'business' || !group) throw new Error(`seedDemo: demo video for unknown business provider '${video.provider}'`);
    jobs.push({ key: videoKey(video), group, kind: 'media', caption: video.caption, width: 1280, height: 720 });
  }
  return jobs;
}

/** The pool keys of a provider's gallery photos (3 basic, 5 business), from its own groups. */
export function galleryKeys(provider: PlannedProvider, index: number): string[] {
  const keys = groupsOf(provider).flatMap((group) => PHOTO_SHAPES.map((_, n) => photoKey(group, n)));
  // The gallery is a Business option (docs/decisions/115-plans.md): basic providers have none.
  const count = provider.plan === 'business' ? 5 : 0;
  return Array.from({ length: count }, (_, k) => keys[(k + index) % keys.length] as string);
}

/** The pool keys of a business provider's two covers (none for basic). */
export function coverKeys(provider: PlannedProvider): string[] {
  return provider.plan === 'business' ? coverServices(provider).map(coverKey) : [];
}

/** The demo videos of a provider. */
export function videosOf(provider: PlannedProvider): DemoVideo[] {
  return demoVideos().filter((v) => v.provider === provider.company_name);
}
