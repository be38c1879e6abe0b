import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LoginModalProvider } from '../components/auth/login-modal-provider';
import { ConfirmProvider } from '../components/dialogs/confirm-provider';
import { SnackbarProvider } from '../components/feedback/snackbar-provider';
import { queryClient as browserQueryClient } from '../lib/query-client';
import { appTheme } from '../theme';

/** Global providers: server state, theme (esES), snackbar, confirmation dialog, login modal. */
export function AppProvider({ children, queryClient = browserQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        <SnackbarProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * The login modal uses router links, so it lives inside the router (RootLayout renders it via
 * this wrapper). The sign-in feature passes its buttons through `renderContent`.
 */
export function RouterScopedProviders({ children }: { children: ReactNode }) {
  return <LoginModalProvider>{children}</LoginModalProvider>;
}
