import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useAuthSnapshot } from '../../../lib/auth-token';
import { blogGraphQL, blogViewerQuery } from '../api/blog-graphql';

/** "Escribir artículos" for editors (admins) only; nothing for everyone else. */
export function EditorLink() {
  const { token, generation } = useAuthSnapshot();
  const viewer = useQuery({ ...blogViewerQuery(blogGraphQL, generation), enabled: Boolean(token) });
  if (!token || !viewer.data?.canEdit) return null;
  return (
    <Button component={RouterLink} to="/micuenta/blog" startIcon={<EditNoteIcon />} size="small" variant="outlined">
      Escribir artículos
    </Button>
  );
}
