import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeletons';
import { useAuthSnapshot } from '../../../lib/auth-token';
import { blogGraphQL, blogViewerQuery } from '../api/blog-graphql';

/** Only editors (ADMIN_EMAILS) see the blog editor; everyone else is told so. */
export function EditorGuard({ children }: { children: ReactNode }) {
  const { generation } = useAuthSnapshot();
  const viewer = useQuery(blogViewerQuery(blogGraphQL, generation));
  if (viewer.isPending) return <PageSkeleton />;
  if (!viewer.data?.canEdit) {
    return (
      <PageLayout title="Editor del blog" maxWidth="md">
        <EmptyState
          icon={LockOutlinedIcon}
          title="Solo los editores del blog pueden entrar aquí"
          description="Los artículos del blog los escribe el equipo de Eventos Perú. Si formas parte del equipo, pide que agreguen tu correo a los editores."
          actions={
            <Button component={RouterLink} to="/blog" variant="contained">
              Ir al blog
            </Button>
          }
        />
      </PageLayout>
    );
  }
  return <>{children}</>;
}
