import type { BusinessIdentity } from '@eventos/domain';
import { InfoSection } from '../info-section';
import { BulletList, InternalLink, MailLink, Paragraph, SubHeading } from '../info-text';
import { CONTACT_EMAIL, INFO_LINKS } from '../../info-constants';

/** Privacy §9–§14: derechos ARCO, autoridad, seguridad, menores, cambios, contacto. */
export function PrivacyPartThree({ business }: { business: BusinessIdentity | undefined }) {
  // The data controller's contact from configuration (SUPPORT_EMAIL); the site's general address until it loads.
  const email = business?.support_email ?? CONTACT_EMAIL;
  return (
    <>
      <InfoSection id="derechos-arco" title="9. Tus derechos (ARCO)">
        <Paragraph>
          Como titular de tus datos personales, puedes ejercer en cualquier momento los derechos de:
        </Paragraph>
        <BulletList
          items={[
            <>
              <strong>Acceso:</strong> saber qué datos tuyos tratamos, cómo los obtuvimos, para qué y con
              quién los compartimos.
            </>,
            <>
              <strong>Rectificación:</strong> corregir o actualizar datos inexactos, incompletos o
              desactualizados.
            </>,
            <>
              <strong>Cancelación:</strong> pedir que eliminemos tus datos cuando ya no sean necesarios para
              la finalidad para la que se recogieron o hayas revocado tu consentimiento.
            </>,
            <>
              <strong>Oposición:</strong> oponerte al tratamiento de tus datos por un motivo legítimo y
              fundado referido a tu situación personal, o a su uso para fines adicionales.
            </>,
          ]}
        />
        <Paragraph>
          También tienes derecho a ser informado, a revocar tu consentimiento y a no verte sometido a
          decisiones basadas únicamente en un tratamiento automatizado de tus datos.
        </Paragraph>
        <SubHeading>Cómo ejercerlos</SubHeading>
        <Paragraph>
          Muchos datos puedes actualizarlos tú mismo desde{' '}
          <InternalLink to={INFO_LINKS.account}>Mi cuenta</InternalLink> o desde el editor de tu sitio. En Mi
          cuenta también puedes descargar todos tus datos (archivo JSON), retirar tu consentimiento para
          recibir novedades y promociones y eliminar tu cuenta. Para cualquier otra solicitud, escríbenos a{' '}
          <MailLink email={email} subject="Derechos ARCO" />{' '}
          con el asunto «Derechos ARCO» e indica:
        </Paragraph>
        <BulletList
          items={[
            'Tus nombres y apellidos, y una copia de tu documento de identidad (DNI, carné de extranjería o pasaporte). Si actúas mediante representante, adjunta el documento que acredite la representación.',
            'El derecho que deseas ejercer y una descripción clara de tu pedido.',
            'El correo electrónico o la dirección donde quieres recibir la respuesta.',
            'Si corresponde, los documentos que sustenten tu solicitud.',
          ]}
        />
        <Paragraph>
          El trámite es gratuito. Responderemos dentro de los plazos establecidos en el Reglamento de la Ley
          N.º 29733 y, si tu solicitud está incompleta, te pediremos la información faltante.
        </Paragraph>
      </InfoSection>

      <InfoSection id="autoridad" title="10. Autoridad Nacional de Protección de Datos Personales">
        <Paragraph>
          Si consideras que no hemos atendido tu solicitud o que hemos vulnerado tus derechos, puedes
          presentar una reclamación ante la Autoridad Nacional de Protección de Datos Personales, del
          Ministerio de Justicia y Derechos Humanos, mediante el procedimiento trilateral de tutela.
        </Paragraph>
      </InfoSection>

      <InfoSection id="seguridad" title="11. Seguridad">
        <Paragraph>
          Aplicamos medidas técnicas, organizativas y legales para proteger tus datos contra la pérdida, el
          uso indebido, el acceso no autorizado, la alteración o la destrucción, entre ellas: conexiones
          cifradas (HTTPS), cookies de sesión HttpOnly, control de accesos según el rol de cada persona,
          copias de seguridad y registro de actividad. Si ocurriera un incidente de seguridad que afecte tus
          datos, lo notificaremos a la Autoridad y, cuando corresponda, a las personas afectadas, conforme al
          Reglamento.
        </Paragraph>
      </InfoSection>

      <InfoSection id="menores" title="12. Menores de edad">
        <Paragraph>
          La Plataforma está dirigida a personas mayores de 18 años. No recogemos de forma intencional datos
          de menores de edad. Si eres padre, madre o tutor y crees que un menor nos ha brindado sus datos,
          escríbenos para eliminarlos.
        </Paragraph>
      </InfoSection>

      <InfoSection id="cambios" title="13. Cambios en esta Política">
        <Paragraph>
          Podemos actualizar esta Política para reflejar cambios en la Plataforma o en la normativa.
          Publicaremos la nueva versión en esta página con su fecha de actualización y, si los cambios son
          relevantes, te los comunicaremos por correo electrónico o mediante un aviso en la Plataforma. Si un
          cambio requiere tu consentimiento, te lo pediremos nuevamente.
        </Paragraph>
      </InfoSection>

      <InfoSection id="contacto" title="14. Contacto">
        <Paragraph>
          Para cualquier consulta sobre esta Política o sobre el tratamiento de tus datos, escríbenos a{' '}
          <MailLink email={email} />
          {business ? ` o por carta a ${business.name}, ${business.address}` : ''}. Consulta también nuestros{' '}
          <InternalLink to={INFO_LINKS.terms}>Términos y condiciones</InternalLink>.
        </Paragraph>
      </InfoSection>
    </>
  );
}
