import { createBrowserRouter } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { PageSkeleton } from '../components/ui/skeletons';
import { AffiliationGuard } from './guards/affiliation-guard';
import { EventsRedirect } from './guards/events-redirect';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layout/root-layout';
import type { RouteHandle } from './layout/route-handle';
import { lazyPage } from './lazy-page';
import { serverLoader } from './ssr-loader';
import { serviceTypesQueryOptions } from '../features/catalogue';
import { RouteErrorBoundary } from './route-error-boundary';

const grey: RouteHandle = { grey: true };
const greyFullHeight: RouteHandle = { grey: true, fullHeightOnMobile: true };

/** A lazily loaded page with its own error boundary. */
function page(
  path: string,
  load: Parameters<typeof lazyPage>[0],
  extra: Partial<RouteObject> = {},
): RouteObject {
  return { path, lazy: lazyPage(load), ErrorBoundary: RouteErrorBoundary, ...extra } as RouteObject;
}

/** Every route of SPEC §2 (history mode). Static paths win over the '/:slug' catch-all. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    // Server render: the service types (header menus, categories, filters, a site's services).
    loader: serverLoader(async (_args, { queryClient }) => {
      await queryClient.ensureQueryData(serviceTypesQueryOptions);
    }),
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Pathless layer: shows a page skeleton inside the shell while the first route's code loads.
        id: 'pages',
        HydrateFallback: PageSkeleton,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            index: true,
            id: 'home',
            lazy: lazyPage(() => import('../features/home/pages/home-page')),
            ErrorBoundary: RouteErrorBoundary,
          },
          page('sobre-nosotros', () => import('../features/info/pages/about-page'), { id: 'about' }),
          page('terminos-y-condiciones', () => import('../features/info/pages/terms-page'), { id: 'terms' }),
          page('politica-de-privacidad', () => import('../features/info/pages/privacy-page'), {
            id: 'privacy',
          }),
          page('politica-de-contenido', () => import('../features/info/pages/content-policy-page'), {
            id: 'content-policy',
          }),
          page('libro-de-reclamaciones', () => import('../features/legal/pages/complaints-book-page'), {
            id: 'complaints-book',
            handle: grey,
          }),
          page('preguntas-frecuentes', () => import('../features/info/pages/faq-page'), { id: 'faq' }),
          page('blog', () => import('../features/blog/pages/blog-list-page'), { id: 'blog' }),
          page('blog/:slug', () => import('../features/blog/pages/blog-post-page'), { id: 'blog-post' }),
          page('404', () => import('./pages/not-found-page'), { id: 'not-found' }),
          page('soy-un-proveedor', () => import('../features/providers/pages/pricing-page'), {
            id: 'pricing',
            handle: grey,
          }),
          page('login', () => import('../features/auth/pages/login-page'), { id: 'login' }),
          page('login/:provider/callback', () => import('../features/auth/pages/oauth-callback-page'), {
            id: 'oauth2-callback',
          }),
          page('proveedores', () => import('../features/search/pages/search-page'), {
            id: 'providers',
            handle: grey,
          }),
          // Landing pages: two segments, never a provider slug or /proveedores/afiliacion (ADR 125).
          page('proveedores/:category/:department', () => import('../features/landings/pages/landing-page'), {
            id: 'landing',
            handle: grey,
          }),
          page('buscar', () => import('../features/search/pages/search-page'), {
            id: 'search',
            handle: grey,
          }),
          page('image-compressor', () => import('../features/media/pages/image-compressor-page'), {
            id: 'image-compressor',
          }),
          {
            id: 'affiliation-guard',
            Component: AffiliationGuard,
            children: [
              page('proveedores/afiliacion', () => import('../features/providers/pages/affiliation-page'), {
                id: 'affiliation',
                handle: greyFullHeight,
              }),
            ],
          },
          page('afiliacion', () => import('../features/providers/pages/external-affiliation-page'), {
            id: 'external-affiliation',
            handle: greyFullHeight,
          }),
          page('sitioweb', () => import('../features/providers/pages/website-info-page'), {
            id: 'website-info',
            handle: grey,
          }),
          page('eventos/crear/:step?', () => import('../features/events/pages/create-event-page'), {
            id: 'create-event',
            handle: greyFullHeight,
          }),
          { path: 'eventos', id: 'events', Component: EventsRedirect, handle: grey },
          page('eventos/buscador', () => import('../features/events/pages/event-searcher-page'), {
            id: 'event-searcher',
            handle: grey,
          }),
          page('eventos/buscador/:id', () => import('../features/events/pages/event-searcher-detail-page'), {
            id: 'event-searcher-detail',
            handle: grey,
          }),
          page('eventos/:id', () => import('../features/events/pages/event-detail-page'), {
            id: 'event-detail',
            handle: grey,
          }),
          {
            // Login required (domain LOGIN_REQUIRED_PATHS): visitors are sent to /login.
            id: 'require-auth',
            Component: RequireAuth,
            children: [
              page('micuenta', () => import('../features/users/pages/my-account-page'), {
                id: 'my-account',
                handle: grey,
              }),
              page('admin/libro-de-reclamaciones', () => import('../features/legal/pages/admin-complaints-page'), {
                id: 'admin-complaints',
                handle: grey,
              }),
              page('scraping', () => import('../features/scraping/pages/scraping-page'), { id: 'scraping' }),
              page('micuenta/blog', () => import('../features/blog/pages/blog-editor-list-page'), {
                id: 'blog-editor-list',
                handle: grey,
              }),
              page('micuenta/blog/:id', () => import('../features/blog/pages/blog-editor-page'), {
                id: 'blog-editor',
                handle: grey,
              }),
              page('eventos/lista', () => import('../features/events/pages/my-events-page'), {
                id: 'my-events',
                handle: grey,
              }),
              page('cotizaciones', () => import('../features/quotations/pages/quotations-page'), {
                id: 'quotations',
                handle: grey,
              }),
              page('calificar/:slug', () => import('./pages/review-route'), {
                id: 'review',
                handle: grey,
              }),
              page('admin/resenas', () => import('../features/reviews/pages/moderation-page'), {
                id: 'review-moderation',
                handle: grey,
              }),
              page('mensajes', () => import('../features/conversations/pages/inbox-page'), {
                id: 'inbox',
                handle: grey,
              }),
              page('mensajes/:id', () => import('../features/conversations/pages/thread-page'), {
                id: 'thread',
                // A chat: on phones no footer or floating WhatsApp button over the composer.
                handle: greyFullHeight,
              }),
            ],
          },
          page(':slug', () => import('../features/providers/pages/provider-site-page'), {
            id: 'provider-site',
            handle: grey,
          }),
          // Any other path: the not-found page at that address (HTTP 404 when rendered on the server).
          page('*', () => import('./pages/not-found-page'), { id: 'unknown' }),
        ],
      },
    ],
  },
];

/** The browser router; on a server-rendered page, with the server's loader data and errors. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
