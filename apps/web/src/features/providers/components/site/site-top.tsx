import { Suspense, useState } from 'react';
import { Box } from '../../../../components/ui/box';
import { Button, IconButton } from '../../../../components/ui/lean-buttons';
import CameraAltOutlinedIcon from '@mui/icons-material/CameraAltOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { TooltipAfterMount } from '../../../../components/feedback/tooltip-after-mount';
import { ContentContainer } from '../../../../components/layout/content-container';
import { useProviderSite } from '../../hooks/provider-site-context';
import { isBusiness } from '../../utils/provider-format';
import { CoversEditorDialog, LogoEditorDialog, NameEditorDialog } from './owner-tools';
import { CoverCarousel, SiteBanner } from './cover-carousel';
import { SiteHeader } from './site-header';

/** Cover (carousel or banner) and the header card, with the owner's logo/name/covers editors. */
export function SiteTop({ siteUrl }: { siteUrl: string }) {
  const { provider, owner, editing } = useProviderSite();
  const [dialog, setDialog] = useState<'logo' | 'name' | 'covers' | null>(null);
  const covers = isBusiness(provider) ? (provider.covers ?? []) : [];
  const ownerEditing = owner && editing;

  return (
    <>
      <Box sx={{ position: 'relative' }}>
        {covers.length ? <CoverCarousel covers={covers} companyName={provider.company_name} /> : <SiteBanner />}
        {ownerEditing && isBusiness(provider) ? (
          <Button
            variant="contained"
            color="inherit"
            startIcon={<CameraAltOutlinedIcon />}
            onClick={() => setDialog('covers')}
            sx={{ position: 'absolute', top: 16, right: 16, bgcolor: 'rgba(255,255,255,0.92)', color: 'text.primary' }}
          >
            Editar portadas
          </Button>
        ) : null}
      </Box>
      <ContentContainer>
        <SiteHeader
          provider={provider}
          siteUrl={siteUrl}
          logoAction={
            ownerEditing ? (
              <TooltipAfterMount title="Cambiar logo">
                <IconButton
                  aria-label="Cambiar logo"
                  onClick={() => setDialog('logo')}
                  sx={{ position: 'absolute', right: -8, bottom: -8, bgcolor: 'primary.main', color: '#fff', boxShadow: 2, '&:hover': { bgcolor: 'primary.dark' } }}
                  size="small"
                >
                  <CameraAltOutlinedIcon fontSize="small" />
                </IconButton>
              </TooltipAfterMount>
            ) : null
          }
          nameAction={
            ownerEditing ? (
              <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setDialog('name')}>
                Nombre y dirección
              </Button>
            ) : null
          }
        />
      </ContentContainer>
      {owner ? (
        <Suspense fallback={null}>
          <LogoEditorDialog provider={provider} open={dialog === 'logo'} onClose={() => setDialog(null)} />
          <NameEditorDialog provider={provider} open={dialog === 'name'} onClose={() => setDialog(null)} />
          {isBusiness(provider) ? (
            <CoversEditorDialog provider={provider} open={dialog === 'covers'} onClose={() => setDialog(null)} />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}
