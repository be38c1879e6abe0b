import type { ReactElement, ReactNode } from 'react';
import { cleanup, configure, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { RenderOptions } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfirmProvider } from '../components/dialogs/confirm-provider';
import { SnackbarProvider } from '../components/feedback/snackbar-provider';
import { appTheme } from '../theme';

// Vitest runs without globals, so Testing Library's automatic cleanup must be registered here.
afterEach(() => cleanup());
// Lazy chunks (dialogs, snackbar) may take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** Renders `ui` inside the app's providers and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: { route?: string } & RenderOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={appTheme()}>
          <SnackbarProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </SnackbarProvider>
        </ThemeProvider>
      </QueryClientProvider>
    );
  }
  return {
    queryClient,
    router,
    ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }),
  };
}
