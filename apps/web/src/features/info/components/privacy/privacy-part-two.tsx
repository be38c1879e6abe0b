import type { BusinessIdentity } from '@eventos/domain';
import { InfoSection } from '../info-section';
import { BulletList, Paragraph, SubHeading } from '../info-text';

/**
 * The recipients (processors) this installation uses, from configuration: e-mail delivery, file
 * storage and, only after consent, web analytics. `abroad` marks the ones that imply a transfer of
 * data outside Peru.
 */
export function privacyRecipients(business: BusinessIdentity | undefined): Array<{ text: string; abroad: boolean }> {
  const p = business?.processors;
  return [
    p?.email_service
      ? {
          text: 'Correo electrónico: un servicio de envío de correos (SMTP) contratado por nosotros entrega los códigos de verificación, las notificaciones, las copias del Libro de Reclamaciones y, si lo aceptaste, las novedades y promociones.',
          abroad: true,
        }
      : {
          text: 'Correo electrónico: los correos (códigos de verificación, notificaciones, copias del Libro de Reclamaciones y, si lo aceptaste, novedades y promociones) salen desde nuestro propio servidor.',
          abroad: false,
        },
    p?.cloud_storage
      ? {
          text: 'Almacenamiento: las fotos, videos, logotipos y archivos adjuntos se guardan en un servicio de almacenamiento en la nube compatible con S3, contratado por nosotros.',
          abroad: true,
        }
      : {
          text: 'Almacenamiento: las fotos, videos, logotipos y archivos adjuntos se guardan en nuestro propio servidor, junto con la base de datos.',
          abroad: false,
        },
    p?.analytics
      ? {
          text: 'Analítica: Google Tag Manager y las herramientas de analítica que carga (Google LLC) miden el uso de la Plataforma de forma agregada, solo si aceptas las cookies de analítica.',
          abroad: true,
        }
      : { text: 'Analítica: no usamos servicios de analítica de terceros.', abroad: false },
  ];
}

/** Privacy §4–§8: finalidades, base legal, destinatarios, transferencias, conservación. */
export function PrivacyPartTwo({ business }: { business: BusinessIdentity | undefined }) {
  const recipients = privacyRecipients(business);
  const abroad = recipients.filter((r) => r.abroad);
  return (
    <>
      <InfoSection id="finalidades" title="4. Finalidades del tratamiento">
        <SubHeading>Finalidades necesarias para prestar el servicio</SubHeading>
        <BulletList
          items={[
            'Crear y administrar tu cuenta, y permitirte iniciar sesión.',
            'Publicar y mostrar los Sitios de los proveedores y sus contenidos.',
            'Gestionar eventos, solicitudes de cotización, cotizaciones y sus estados entre clientes y proveedores.',
            'Notificar a los proveedores sobre eventos que requieren sus servicios.',
            'Verificar el correo electrónico de los proveedores mediante un código.',
            'Publicar reseñas, calificaciones y testimonios.',
            'Atender consultas, reclamos y solicitudes de derechos.',
            'Proteger la seguridad de la Plataforma y prevenir fraudes o usos indebidos.',
            'Cumplir obligaciones legales y atender requerimientos de autoridades.',
          ]}
        />
        <SubHeading>Finalidades adicionales (opcionales)</SubHeading>
        <BulletList
          items={[
            'Enviarte novedades, consejos y promociones de Eventos Perú por correo electrónico.',
            'Elaborar estadísticas y estudios para mejorar la Plataforma, preferentemente con datos anonimizados.',
          ]}
        />
        <Paragraph>
          Solo trataremos tus datos para finalidades adicionales si nos das tu consentimiento, que es libre:
          negarte o retirarlo no afecta el uso de la Plataforma.
        </Paragraph>
      </InfoSection>

      <InfoSection id="base-legal" title="5. Base legal y consentimiento">
        <Paragraph>
          Tratamos tus datos sobre la base de tu consentimiento libre, previo, expreso, inequívoco e
          informado, que otorgas al registrarte y al usar las funciones de la Plataforma, y en los supuestos
          en que la ley no lo exige, como la ejecución de la relación contractual que mantienes con nosotros
          al usar el servicio o el cumplimiento de obligaciones legales. Puedes revocar tu consentimiento en
          cualquier momento, sin efectos retroactivos.
        </Paragraph>
      </InfoSection>

      <InfoSection id="destinatarios" title="6. Destinatarios y encargados del tratamiento">
        <Paragraph>No vendemos tus datos personales. Solo los compartimos en estos casos:</Paragraph>
        <BulletList
          items={[
            'Con otros usuarios, en la medida necesaria: cuando solicitas una cotización, el proveedor recibe los datos de tu evento y los datos de contacto necesarios para responderte; la información del Sitio del proveedor y las reseñas son públicas.',
            'Con encargados del tratamiento que nos prestan servicios bajo contrato y siguiendo nuestras instrucciones (se detallan abajo).',
            'Con los proveedores de identidad (por ejemplo, Google o Facebook) cuando eliges iniciar sesión con ellos, y con YouTube al mostrar videos insertados; estos servicios tratan los datos como responsables independientes.',
            'Con autoridades administrativas o judiciales, cuando la ley lo exija.',
          ]}
        />
        <SubHeading>Encargados del tratamiento</SubHeading>
        <BulletList items={recipients.map((r) => r.text)} />
      </InfoSection>

      <InfoSection id="transferencias" title="7. Transferencias internacionales">
        {abroad.length > 0 ? (
          <Paragraph>
            Estos encargados pueden tratar tus datos fuera del Perú: {abroad.map((r) => r.text.split(':')[0]?.toLowerCase()).join(', ')}.
            En esos casos, el flujo transfronterizo de datos se realiza conforme a la Ley N.º 29733 y su
            Reglamento: con destinatarios que ofrecen un nivel de protección adecuado o mediante garantías
            contractuales suficientes, y solo para las finalidades descritas en esta Política.
          </Paragraph>
        ) : (
          <Paragraph>
            Nuestros encargados no transfieren tus datos fuera del Perú. Solo los proveedores de identidad que
            eliges para iniciar sesión (Google o Facebook) y YouTube, al reproducir un video insertado, tratan
            datos fuera del país como responsables independientes, según sus propias políticas.
          </Paragraph>
        )}
      </InfoSection>

      <InfoSection id="conservacion" title="8. Plazo de conservación">
        <BulletList
          items={[
            'Datos de cuenta, perfil y proveedor: mientras tu cuenta esté activa. Si solicitas la baja, los eliminamos o anonimizamos en un plazo razonable.',
            'Eventos, cotizaciones y reseñas: mientras la cuenta esté activa y, luego, solo durante el tiempo necesario para atender reclamos o cumplir obligaciones legales.',
            'Registros técnicos de seguridad: por un periodo limitado, salvo que se requieran para investigar un incidente.',
            'Cookie «next»: 1 día. Cookie de sesión de refresco: hasta que cierres sesión o venza.',
          ]}
        />
        <Paragraph>
          Cuando la ley exige conservar cierta información (por ejemplo, por obligaciones tributarias o para
          la defensa ante reclamaciones), la mantendremos bloqueada y solo durante el plazo legal
          correspondiente.
        </Paragraph>
      </InfoSection>
    </>
  );
}
