import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { blogPostPathOf, formatDate, readingTimeLabel, type BlogPostSummary } from '@eventos/domain';

/** A post in a list: cover, category, title, excerpt, date and reading time. */
export function BlogPostCard({ post, headingLevel = 'h2' }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea component={RouterLink} to={blogPostPathOf(post.slug)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100', overflow: 'hidden' }}>
          {post.cover ? (
            <Box
              component="img"
              src={post.cover.url}
              alt=""
              loading="lazy"
              width={post.cover.width ?? undefined}
              height={post.cover.height ?? undefined}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : null}
        </Box>
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
          {post.category ? <Chip size="small" label={post.category.name} sx={{ alignSelf: 'flex-start' }} /> : null}
          <Typography component={headingLevel} variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
            {post.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
            {post.excerpt}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {post.publishedAt ? `${formatDate(post.publishedAt)} · ` : ''}
            {readingTimeLabel(post.readingMinutes)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function BlogPostGrid({ posts, headingLevel }: { posts: BlogPostSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {posts.map((post) => (
        <li key={post.id}>
          <BlogPostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
