import type { BusinessIdentity } from '@eventos/domain';
import { InfoSection } from '../info-section';
import { BulletList, MailLink, Paragraph, SubHeading } from '../info-text';

/** Privacy §1–§3: responsable (from configuration), marco legal, datos que recogemos (incluidas las cookies). */
export function PrivacyPartOne({ business }: { business: BusinessIdentity | undefined }) {
  return (
    <>
      <InfoSection id="responsable" title="1. Responsable del tratamiento">
        {business ? (
          <Paragraph>
            El responsable del tratamiento de tus datos personales es <strong>{business.name}</strong>, con RUC{' '}
            {business.ruc} y domicilio en {business.address}, titular de la plataforma web Eventos
            Perú (la «Plataforma»). Puedes contactarnos para cualquier asunto relacionado con tus datos
            personales en <MailLink email={business.support_email} />.
          </Paragraph>
        ) : (
          <Paragraph>Cargando los datos del responsable del tratamiento…</Paragraph>
        )}
        <Paragraph>
          Los datos se almacenan en los bancos de datos personales de Eventos Perú («Usuarios», «Proveedores»
          y «Eventos y cotizaciones»), que se inscriben en el Registro Nacional de Protección de Datos
          Personales conforme a la normativa vigente.
        </Paragraph>
      </InfoSection>

      <InfoSection id="marco-legal" title="2. Marco legal">
        <Paragraph>
          Esta Política se rige por la Ley N.º 29733, Ley de Protección de Datos Personales, y por su
          Reglamento, aprobado por el Decreto Supremo N.º 016-2024-JUS, así como por las demás normas
          aplicables de la República del Perú. Respetamos los principios de legalidad, consentimiento,
          finalidad, proporcionalidad, calidad, seguridad, disposición de recurso y nivel de protección
          adecuado.
        </Paragraph>
      </InfoSection>

      <InfoSection id="datos-que-recogemos" title="3. Datos que recogemos">
        <SubHeading>Cuenta e inicio de sesión social</SubHeading>
        <Paragraph>
          Cuando inicias sesión con un proveedor de identidad (por ejemplo, Google o Facebook), recibimos tu
          nombre, tu correo electrónico, tu foto de perfil y un identificador de esa cuenta. No recibimos tu
          contraseña.
        </Paragraph>
        <SubHeading>Perfil</SubHeading>
        <Paragraph>
          En «Mi cuenta» puedes completar o modificar tus nombres, apellidos, género, fecha de nacimiento y
          foto de perfil. El género y la fecha de nacimiento son opcionales; el género admite «Prefiero no
          decirlo».
        </Paragraph>
        <SubHeading>Datos de proveedores</SubHeading>
        <Paragraph>
          Si afilias un negocio, recogemos el nombre comercial, la dirección de su sitio, el logotipo, el
          texto de presentación, los servicios, los datos de la persona de contacto (nombres, apellidos,
          correo electrónico y celular), la dirección y la ubicación (departamento, provincia y distrito), el
          sitio web, las redes sociales, las fotos, los videos y los testimonios. Esta información se publica
          en el Sitio del proveedor para que los clientes puedan conocer el negocio y contactarlo.
        </Paragraph>
        <SubHeading>Eventos, cotizaciones y actividad</SubHeading>
        <Paragraph>
          Registramos los eventos que creas (tipo, descripción, fecha, ubicación y servicios requeridos), las
          cotizaciones enviadas y recibidas (precios, descuentos, mensajes, archivos adjuntos y sus estados),
          las reseñas y calificaciones, tus «Me gusta» y los álbumes que armas.
        </Paragraph>
        <SubHeading>Datos técnicos</SubHeading>
        <Paragraph>
          Por seguridad y para el funcionamiento del servicio, registramos la dirección IP, el tipo de
          navegador y la fecha y hora de las solicitudes.
        </Paragraph>
        <SubHeading>Cookies</SubHeading>
        <Paragraph>
          {business?.processors.analytics
            ? 'Usamos cookies técnicas, necesarias para que la Plataforma funcione, y cookies de analítica solo si las aceptas en el aviso de cookies:'
            : 'Usamos únicamente cookies técnicas, necesarias para que la Plataforma funcione:'}
        </Paragraph>
        <BulletList
          items={[
            <>
              <strong>
                <code>next</code>
              </strong>
              : guarda la página que estabas visitando para devolverte a ella después de iniciar sesión. Dura
              1 día.
            </>,
            <>
              <strong>Cookie de sesión de refresco</strong>: mantiene tu sesión iniciada de forma segura. Es
              HttpOnly (no es accesible desde JavaScript), solo se envía a nuestro servidor y se elimina al
              cerrar sesión o cuando vence.
            </>,
          ]}
        />
        <Paragraph>
          No usamos cookies publicitarias. Si reproduces un video insertado de YouTube, ese servicio puede
          usar sus propias cookies según su política de privacidad. Puedes borrar o bloquear las cookies desde
          tu navegador, pero sin las cookies técnicas no podrás iniciar sesión.
        </Paragraph>
      </InfoSection>
    </>
  );
}
