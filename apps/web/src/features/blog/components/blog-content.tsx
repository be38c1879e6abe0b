import { Box } from '../../../components/ui/box';

/**
 * The post's HTML, rendered from Markdown and sanitised by the content service (no scripts,
 * handlers or javascript: links reach the page), with the theme's reading styles.
 */
export function BlogContent({ html }: { html: string }) {
  return (
    <Box
      className="blog-content"
      sx={{
        fontSize: { xs: '1rem', md: '1.08rem' },
        lineHeight: 1.75,
        '& h2': { fontSize: { xs: '1.35rem', md: '1.6rem' }, mt: 4, mb: 1.5, lineHeight: 1.3 },
        '& h3': { fontSize: '1.2rem', mt: 3, mb: 1 },
        '& p, & ul, & ol': { mb: 2 },
        '& li': { mb: 0.5 },
        '& a': { color: 'primary.main', fontWeight: 600 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.light', m: 0, pl: 2, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto', mb: 2 },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
        '& th': { bgcolor: 'grey.100' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
