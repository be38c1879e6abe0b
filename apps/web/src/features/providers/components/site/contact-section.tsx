import { useProviderSite } from '../../hooks/provider-site-context';
import { ContactEditor, IdentityEditor, SocialEditor } from './owner-tools';
import { ContactList } from './contact-list';
import { EditableSection } from './editable-section';
import { QuoteButton } from './quote-button';

/** The contact card (aside): contact data and social links, each with its own editor. */
export function ContactSection({ siteUrl }: { siteUrl: string }) {
  const { provider, editing } = useProviderSite();
  const noSocial = !Object.values(provider.social_links ?? {}).some(Boolean);
  return (
    <EditableSection
      id="contacto"
      title="Contacto"
      view={
        <>
          <ContactList provider={provider} siteUrl={siteUrl} />
          {editing && noSocial ? (
            <p className="MuiTypography-root MuiTypography-body2 site-body2 site-muted site-mt2">
              Aún no agregaste tus redes sociales.
            </p>
          ) : null}
          {!editing ? <QuoteButton provider={provider} fullWidth sx={{ mt: 2.5 }} /> : null}
        </>
      }
      editors={[
        { key: 'contact', label: 'Editar', render: (close) => <ContactEditor provider={provider} onDone={close} /> },
        { key: 'social', label: 'Redes', render: (close) => <SocialEditor provider={provider} onDone={close} /> },
        { key: 'identity', label: 'RUC', render: (close) => <IdentityEditor provider={provider} onDone={close} /> },
      ]}
    />
  );
}
