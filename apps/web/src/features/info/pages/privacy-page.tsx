import { t } from '@eventos/domain';
import { useBusinessIdentity } from '../../legal';
import { InfoLayout } from '../components/info-layout';
import { PrivacyPartOne } from '../components/privacy/privacy-part-one';
import { PrivacyPartThree } from '../components/privacy/privacy-part-three';
import { PrivacyPartTwo } from '../components/privacy/privacy-part-two';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { LEGAL_LAST_UPDATED } from '../info-constants';

const TITLE = t('pages.privacy.title');

/** Route '/politica-de-privacidad'. */
export default function PrivacyPage() {
  useDocumentTitle(TITLE);
  // The data controller, its contact and the processors in use come from configuration (GET /business).
  const { data: business } = useBusinessIdentity();
  return (
    <InfoLayout
      title={TITLE}
      subtitle="Cómo tratamos y protegemos tus datos personales, conforme a la Ley N.º 29733, Ley de Protección de Datos Personales, y su Reglamento."
      updatedAt={LEGAL_LAST_UPDATED}
    >
      <PrivacyPartOne business={business} />
      <PrivacyPartTwo business={business} />
      <PrivacyPartThree business={business} />
    </InfoLayout>
  );
}
