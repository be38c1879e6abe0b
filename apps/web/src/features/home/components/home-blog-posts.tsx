import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { BlogPostGrid, useLatestBlogPosts } from '../../blog';
import { HomeSection } from './home-section';

/** The home's "Del blog" band: the newest posts (nothing while the blog is empty or unreachable). */
export default function HomeBlogPosts() {
  const latest = useLatestBlogPosts();
  if (latest.isError || (latest.isSuccess && latest.data.length === 0)) return null;
  return (
    <HomeSection
      id="blog"
      title="Del blog"
      subtitle="Guías y consejos para organizar tu evento en el Perú."
      action={
        <Button component={RouterLink} to="/blog" endIcon={<ArrowForwardIcon />} sx={{ fontWeight: 700 }}>
          Ver todos los artículos
        </Button>
      }
    >
      {latest.isPending ? <CardGridSkeleton count={3} minWidth={280} /> : <BlogPostGrid posts={latest.data} headingLevel="h3" />}
    </HomeSection>
  );
}
