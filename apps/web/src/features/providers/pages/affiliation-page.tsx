import { PageLayout } from '../../../components/layout/page-layout';
import { AffiliationFlow } from '../components/affiliation/affiliation-flow';

/**
 * '/proveedores/afiliacion': the guided affiliation form (stepper). A signed-in user who already
 * has a provider is sent to /{slug} (router guard and AffiliationFlow).
 */
export default function AffiliationPage() {
  return (
    <PageLayout
      title="Afilia tu negocio"
      eyebrow="Para proveedores"
      subtitle="Crea la página de tu negocio en Eventos Perú en cinco pasos. Toma menos de 5 minutos."
      maxWidth="md"
    >
      <AffiliationFlow />
    </PageLayout>
  );
}
