import { InfoSection } from '../info-section';
import { BulletList, InternalLink, MailLink, Paragraph, SubHeading } from '../info-text';
import { CONTACT_EMAIL, INFO_LINKS } from '../../info-constants';

/** Terms §11–§17: responsabilidad, consumidor, datos, suspensión, ley, cambios, contacto. */
export function TermsPartThree() {
  return (
    <>
      <InfoSection id="responsabilidad" title="11. Responsabilidad">
        <Paragraph>
          Eventos Perú procura que la Plataforma esté disponible y funcione correctamente, pero no garantiza
          que lo haga de forma ininterrumpida o libre de errores, y podrá realizar mantenimientos o mejoras
          que afecten temporalmente su disponibilidad.
        </Paragraph>
        <Paragraph>
          La información de cada Sitio del proveedor, sus Cotizaciones y la prestación de sus servicios son
          responsabilidad del Proveedor. En la medida permitida por la ley, Eventos Perú no responde por el
          incumplimiento, la calidad o la idoneidad de los servicios contratados entre Clientes y Proveedores,
          ni por los daños que se deriven de ellos. Nada de lo dispuesto en estos Términos limita los derechos
          que la ley reconoce a los consumidores ni la responsabilidad que no puede excluirse legalmente, como
          la derivada de dolo o culpa inexcusable.
        </Paragraph>
      </InfoSection>

      <InfoSection
        id="proteccion-al-consumidor"
        title="12. Protección al consumidor y Libro de Reclamaciones"
      >
        <Paragraph>
          Eventos Perú y los Proveedores respetan los derechos reconocidos en el Código de Protección y
          Defensa del Consumidor, Ley N.º 29571, y en sus normas complementarias. Cada Proveedor es
          responsable frente al Cliente por la información que brinda y por la idoneidad de los servicios que
          presta.
        </Paragraph>
        <SubHeading>Libro de Reclamaciones</SubHeading>
        <Paragraph>
          Conforme al artículo 150 de la Ley N.º 29571, Eventos Perú cuenta con un Libro de Reclamaciones para
          los servicios que presta directamente a través de la Plataforma. Puedes presentar:
        </Paragraph>
        <BulletList
          items={[
            <>
              <strong>Un reclamo:</strong> si estás disconforme con los servicios de la Plataforma.
            </>,
            <>
              <strong>Una queja:</strong> si estás disconforme con la atención recibida, aunque no se
              relacione directamente con el servicio.
            </>,
          ]}
        />
        <Paragraph>
          Para registrarlo, escríbenos a <MailLink email={CONTACT_EMAIL} subject="Libro de Reclamaciones" />{' '}
          con el asunto «Libro de Reclamaciones»; te enviaremos la hoja de reclamación virtual y una
          constancia con su número correlativo. Responderemos dentro del plazo que establece la normativa
          vigente. La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es
          requisito previo para interponer una denuncia ante el Indecopi.
        </Paragraph>
        <Paragraph>
          Los reclamos sobre un servicio contratado con un Proveedor deben dirigirse a ese Proveedor, a través
          de sus propios canales de atención. Si lo deseas, también puedes informarnos de la situación para
          evaluar las medidas que correspondan respecto de su cuenta.
        </Paragraph>
      </InfoSection>

      <InfoSection id="datos-personales" title="13. Datos personales">
        <Paragraph>
          Tratamos tus datos personales conforme a la Ley N.º 29733, Ley de Protección de Datos Personales, y
          su Reglamento. Encontrarás el detalle en nuestra{' '}
          <InternalLink to={INFO_LINKS.privacy}>Política de privacidad</InternalLink>.
        </Paragraph>
      </InfoSection>

      <InfoSection id="suspension" title="14. Suspensión y baja de la cuenta">
        <Paragraph>
          Puedes dejar de usar la Plataforma y solicitar la baja de tu cuenta o la desvinculación de tu
          negocio en cualquier momento. Eventos Perú podrá suspender o dar de baja una cuenta que incumpla
          estos Términos, informando el motivo al titular, salvo que la ley o una orden de autoridad lo
          impida. La baja no afecta las obligaciones asumidas previamente entre Clientes y Proveedores.
        </Paragraph>
      </InfoSection>

      <InfoSection id="ley-aplicable" title="15. Ley aplicable y jurisdicción">
        <Paragraph>
          Estos Términos se rigen por las leyes de la República del Perú. Cualquier controversia relacionada
          con ellos se someterá a los jueces y tribunales del Distrito Judicial de Lima, sin perjuicio del
          derecho de los consumidores de acudir al Indecopi o a los órganos que correspondan según la ley.
        </Paragraph>
      </InfoSection>

      <InfoSection id="modificaciones" title="16. Modificaciones">
        <Paragraph>
          Podemos actualizar estos Términos para reflejar cambios en la Plataforma o en la normativa.
          Publicaremos la nueva versión en esta página con su fecha de actualización y, si los cambios son
          relevantes, te los comunicaremos por correo electrónico o mediante un aviso en la Plataforma antes
          de que entren en vigor. Si continúas usando la Plataforma después de esa fecha, se entenderá que
          aceptas la nueva versión.
        </Paragraph>
      </InfoSection>

      <InfoSection id="contacto" title="17. Contacto">
        <Paragraph>
          Si tienes preguntas sobre estos Términos, escríbenos a <MailLink email={CONTACT_EMAIL} />. También
          puedes revisar las <InternalLink to={INFO_LINKS.faq}>preguntas frecuentes</InternalLink>.
        </Paragraph>
      </InfoSection>
    </>
  );
}
