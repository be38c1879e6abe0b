import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Box } from '../../../../components/ui/box';
import { Button } from '../../../../components/ui/lean-buttons';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useProviderSite } from '../../hooks/provider-site-context';
import { SiteSection } from './site-section';

export interface SectionEditor {
  key: string;
  /** Button text, e.g. "Editar" or "Editar redes". */
  label: string;
  /** The form; call `close()` after saving or on Cancelar. */
  render: (close: () => void) => ReactNode;
}

export interface EditableSectionProps {
  id: string;
  title: string;
  meta?: ReactNode;
  /** What visitors (and the owner outside the editor) see. */
  view: ReactNode;
  editors: SectionEditor[];
  /** Hide the section unless the site editor is on (nothing to show visitors). */
  hidden?: boolean;
}

/**
 * A site section the owner edits in place: with the site editor on, its "Editar" buttons swap the
 * view for the chosen form (Guardar / Cancelar).
 */
export function EditableSection({ id, title, meta, view, editors, hidden = false }: EditableSectionProps) {
  const { editing } = useProviderSite();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const open = editing ? editors.find((e) => e.key === openKey) : undefined;
  if (hidden && !editing) return null;
  return (
    <SiteSection
      id={id}
      title={title}
      meta={meta}
      highlighted={Boolean(open)}
      action={
        editing && !open ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {editors.map((editor) => (
              <Button
                key={editor.key}
                size="small"
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                onClick={() => setOpenKey(editor.key)}
                aria-label={`${editor.label}: ${title}`}
              >
                {editor.label}
              </Button>
            ))}
          </Box>
        ) : null
      }
    >
      {open ? <Suspense fallback={view}>{open.render(() => setOpenKey(null))}</Suspense> : view}
    </SiteSection>
  );
}
