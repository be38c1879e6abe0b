import { InfoSection } from '../info-section';
import { BulletList, Paragraph, SubHeading } from '../info-text';

/** Privacy §4–§8: finalidades, base legal, destinatarios, transferencias, conservación. */
export function PrivacyPartTwo() {
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
            'Con encargados del tratamiento que nos prestan servicios bajo contrato y siguiendo nuestras instrucciones: alojamiento de servidores, bases de datos y almacenamiento de archivos en la nube, y envío de correos electrónicos.',
            'Con servicios de analítica web que miden el uso de la Plataforma de forma agregada, solo cuando aceptas las cookies de analítica.',
            'Con los proveedores de identidad (por ejemplo, Google o Facebook) cuando eliges iniciar sesión con ellos, y con YouTube al mostrar videos insertados; estos servicios tratan los datos como responsables independientes.',
            'Con autoridades administrativas o judiciales, cuando la ley lo exija.',
          ]}
        />
      </InfoSection>

      <InfoSection id="transferencias" title="7. Transferencias internacionales">
        <Paragraph>
          Algunos encargados, como los servicios de alojamiento en la nube o de correo electrónico, pueden
          estar ubicados fuera del Perú. En esos casos, el flujo transfronterizo de datos se realiza conforme
          a la Ley N.º 29733 y su Reglamento: con destinatarios que ofrecen un nivel de protección adecuado o
          mediante garantías contractuales suficientes, y solo para las finalidades descritas en esta
          Política.
        </Paragraph>
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
