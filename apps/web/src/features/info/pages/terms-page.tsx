import { t } from '@eventos/domain';
import { InfoLayout } from '../components/info-layout';
import { TermsPartOne } from '../components/terms/terms-part-one';
import { TermsPartThree } from '../components/terms/terms-part-three';
import { TermsPartTwo } from '../components/terms/terms-part-two';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { LEGAL_LAST_UPDATED } from '../info-constants';

const TITLE = t('pages.terms.title');

/** Route '/terminos-y-condiciones'. */
export default function TermsPage() {
  useDocumentTitle(TITLE);
  return (
    <InfoLayout
      title={TITLE}
      subtitle="Las reglas para usar Eventos Perú como cliente o como proveedor. Te recomendamos leerlas con atención."
      updatedAt={LEGAL_LAST_UPDATED}
    >
      <TermsPartOne />
      <TermsPartTwo />
      <TermsPartThree />
    </InfoLayout>
  );
}
