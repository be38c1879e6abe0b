import { t } from '@eventos/domain';
import { FaqGroup } from '../components/faq/faq-group';
import { FAQ_CUSTOMERS } from '../components/faq/faq-customers';
import { FAQ_GENERAL } from '../components/faq/faq-general';
import { FAQ_PROVIDERS } from '../components/faq/faq-providers';
import { InfoCta } from '../components/info-cta';
import { InfoLayout } from '../components/info-layout';
import { InfoSection } from '../components/info-section';
import { MailLink, Paragraph } from '../components/info-text';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { CONTACT_EMAIL, INFO_LINKS } from '../info-constants';

const TITLE = t('pages.faq.title');
const GROUPS = [FAQ_CUSTOMERS, FAQ_PROVIDERS, FAQ_GENERAL];

/** Route '/preguntas-frecuentes'. */
export default function FaqPage() {
  useDocumentTitle(TITLE);
  return (
    <InfoLayout
      title={TITLE}
      subtitle="Resolvemos las dudas más comunes de quienes organizan eventos y de los proveedores de servicios."
    >
      {GROUPS.map((group) => (
        <FaqGroup key={group.id} group={group} />
      ))}

      <InfoSection id="mas-ayuda" title="¿No encontraste tu respuesta?">
        <Paragraph>
          Escríbenos a <MailLink email={CONTACT_EMAIL} /> y te ayudaremos con gusto.
        </Paragraph>
      </InfoSection>

      <InfoCta
        id="empieza"
        title="¡Organiza tu próximo evento!"
        primary={{ label: 'Buscar proveedores', to: INFO_LINKS.providers }}
        secondary={{ label: 'Soy un proveedor', to: INFO_LINKS.joinAsProvider }}
      >
        Encuentra proveedores en todo el Perú y compara sus cotizaciones, o publica tu negocio y llega a
        nuevos clientes.
      </InfoCta>
    </InfoLayout>
  );
}
