/**
 * The owner's tools of a provider site (editor bar, section editors, dialogs, KPIs), loaded only
 * when the owner opens them: visitors — nearly every page view — never download, evaluate or
 * hydrate them (docs/decisions/126-cheap-hydration.md). Render them inside a <Suspense>.
 */
import { lazy } from 'react';

export const OwnerBar = lazy(() => import('../editor/owner-bar').then((m) => ({ default: m.OwnerBar })));
export const KpisPanel = lazy(() => import('../kpis/kpis-panel').then((m) => ({ default: m.KpisPanel })));
export const ContactEditor = lazy(() => import('../editor/contact-editor').then((m) => ({ default: m.ContactEditor })));
export const IdentityEditor = lazy(() => import('../editor/identity-editor').then((m) => ({ default: m.IdentityEditor })));
export const SocialEditor = lazy(() => import('../editor/social-editor').then((m) => ({ default: m.SocialEditor })));
export const IntroEditor = lazy(() => import('../editor/intro-editor').then((m) => ({ default: m.IntroEditor })));
export const ServicesEditor = lazy(() => import('../editor/services-editor').then((m) => ({ default: m.ServicesEditor })));
export const CoversEditorDialog = lazy(() =>
  import('../editor/covers-editor-dialog').then((m) => ({ default: m.CoversEditorDialog })),
);
export const LogoEditorDialog = lazy(() => import('../editor/logo-editor-dialog').then((m) => ({ default: m.LogoEditorDialog })));
export const NameEditorDialog = lazy(() => import('../editor/name-editor-dialog').then((m) => ({ default: m.NameEditorDialog })));
export const TestimonialDialog = lazy(() =>
  import('../editor/testimonial-dialog').then((m) => ({ default: m.TestimonialDialog })),
);
