import { REVIEW_EDIT_WINDOW_DAYS, REVIEW_TEXT_MAX_LENGTH, REVIEW_TEXT_MIN_LENGTH, t } from '@eventos/domain';
import { InfoLayout } from '../components/info-layout';
import { InfoSection } from '../components/info-section';
import { BulletList, InternalLink, MailLink, Paragraph } from '../components/info-text';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { CONTACT_EMAIL, INFO_LINKS, LEGAL_LAST_UPDATED } from '../info-constants';

const TITLE = t('pages.contentPolicy.title');

/** Route '/politica-de-contenido': what reviews may contain and how reported reviews are moderated. */
export default function ContentPolicyPage() {
  useDocumentTitle(TITLE);
  return (
    <InfoLayout
      title={TITLE}
      subtitle="Las reseñas ayudan a otros clientes a elegir proveedores. Estas reglas mantienen las opiniones útiles, honestas y respetuosas."
      updatedAt={LEGAL_LAST_UPDATED}
    >
      <InfoSection id="quien-puede-opinar" title="1. Quién puede publicar una reseña">
        <Paragraph>
          Puedes calificar a un proveedor cuando aceptaste una de sus cotizaciones en Eventos Perú (la reseña se
          marca como «Verificada») o cuando el proveedor te envió una solicitud de reseña por correo (se marca como
          «Invitada»). Solo se permite una reseña por cliente, proveedor y evento, y nadie puede calificar a su
          propio negocio.
        </Paragraph>
      </InfoSection>
      <InfoSection id="que-publicar" title="2. Qué debe contener tu reseña">
        <BulletList
          items={[
            'Tu experiencia real y personal con el servicio contratado, sobre un evento que ocurrió o que contrataste.',
            'La calificación de los seis criterios: precio, experiencia, calidad, puntualidad, amabilidad y asesoría.',
            `Un texto de al menos ${REVIEW_TEXT_MIN_LENGTH} y como máximo ${REVIEW_TEXT_MAX_LENGTH} caracteres que explique tu calificación.`,
          ]}
        />
      </InfoSection>
      <InfoSection id="no-permitido" title="3. Qué no está permitido">
        <BulletList
          items={[
            'Insultos, amenazas, lenguaje discriminatorio u ofensivo por origen, género, religión, discapacidad u orientación sexual.',
            'Datos personales de terceros: teléfonos, direcciones, documentos de identidad o correos.',
            'Publicidad, enlaces a otros negocios o mensajes que no traten sobre el servicio recibido.',
            'Reseñas falsas, pagadas o escritas por el propio proveedor, sus empleados o su competencia.',
            'Contenido ilegal o que infrinja derechos de autor o de imagen.',
          ]}
        />
      </InfoSection>
      <InfoSection id="editar-retirar" title="4. Editar o retirar tu reseña">
        <Paragraph>
          Puedes editar tu reseña durante los {REVIEW_EDIT_WINDOW_DAYS} días siguientes a su publicación. Puedes
          retirarla en cualquier momento indicando tus razones; una reseña retirada deja de mostrarse y de contar en
          la calificación del proveedor.
        </Paragraph>
      </InfoSection>
      <InfoSection id="respuesta-y-reportes" title="5. Respuestas de los proveedores y reportes">
        <Paragraph>
          El proveedor puede responder públicamente cada reseña y editar su respuesta. Si considera que una reseña
          incumple esta política, puede reportarla indicando sus razones. Nuestro equipo de administración revisa
          cada reporte y decide si la reseña se mantiene o se retira; en ambos casos registramos el motivo y se lo
          comunicamos al autor por correo y en sus notificaciones.
        </Paragraph>
        <Paragraph>
          Si tienes dudas sobre una decisión, escríbenos a <MailLink email={CONTACT_EMAIL} />. Consulta también
          nuestros <InternalLink to={INFO_LINKS.terms}>Términos y condiciones</InternalLink> y nuestra{' '}
          <InternalLink to={INFO_LINKS.privacy}>Política de privacidad</InternalLink>.
        </Paragraph>
      </InfoSection>
    </InfoLayout>
  );
}
