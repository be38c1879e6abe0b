import { InfoSection } from '../info-section';
import { BulletList, InternalLink, Paragraph } from '../info-text';
import { INFO_LINKS } from '../../info-constants';

/** Terms §1–§6: objeto, definiciones, cuenta, uso permitido, obligaciones. */
export function TermsPartOne() {
  return (
    <>
      <InfoSection id="objeto" title="1. Objeto y aceptación">
        <Paragraph>
          Estos Términos y Condiciones regulan el acceso y el uso del sitio web y de los servicios de Eventos
          Perú (en adelante, la «Plataforma»), un mercado en línea que permite a organizadores de eventos
          encontrar proveedores de servicios en el Perú, solicitarles cotizaciones y comunicarse con ellos, y
          a los proveedores publicar un sitio público y recibir solicitudes.
        </Paragraph>
        <Paragraph>
          Al navegar por la Plataforma, crear una cuenta o usar cualquiera de sus funciones, declaras haber
          leído, entendido y aceptado estos Términos y nuestra{' '}
          <InternalLink to={INFO_LINKS.privacy}>Política de privacidad</InternalLink>. Si no estás de acuerdo,
          te pedimos no utilizar la Plataforma.
        </Paragraph>
      </InfoSection>

      <InfoSection id="definiciones" title="2. Definiciones">
        <BulletList
          items={[
            <>
              <strong>Usuario:</strong> toda persona que accede a la Plataforma, con o sin cuenta.
            </>,
            <>
              <strong>Cliente:</strong> Usuario que busca proveedores, crea eventos o solicita cotizaciones
              para un evento.
            </>,
            <>
              <strong>Proveedor:</strong> persona natural o jurídica que ofrece servicios para eventos
              (locales, alimentación, audiovisuales, animación, vestuario, organización, ambientación o
              estructuras) y que se afilia a la Plataforma.
            </>,
            <>
              <strong>Sitio del proveedor:</strong> página pública del Proveedor, accesible en una dirección
              propia dentro de la Plataforma.
            </>,
            <>
              <strong>Evento:</strong> la descripción de una necesidad que publica un Cliente (tipo de evento,
              fecha, ubicación y servicios requeridos).
            </>,
            <>
              <strong>Cotización:</strong> propuesta económica que un Proveedor envía a un Cliente a través de
              la Plataforma.
            </>,
            <>
              <strong>Plan:</strong> modalidad de afiliación del Proveedor, Básico o Business.
            </>,
            <>
              <strong>Contenido:</strong> textos, fotos, videos, logotipos, reseñas, testimonios y cualquier
              material publicado en la Plataforma.
            </>,
          ]}
        />
      </InfoSection>

      <InfoSection id="registro-y-cuenta" title="3. Registro y cuenta">
        <Paragraph>
          Puedes navegar, buscar proveedores y ver sus sitios sin registrarte. Para crear eventos, solicitar o
          enviar cotizaciones, dar «Me gusta», publicar reseñas o afiliar un negocio necesitas una cuenta.
        </Paragraph>
        <Paragraph>
          El registro y el inicio de sesión se realizan a través de un proveedor de identidad externo (por
          ejemplo, Google o Facebook). Al elegir esta opción, autorizas a la Plataforma a recibir de dicho
          servicio tu nombre, tu correo electrónico y tu foto de perfil. Eventos Perú no recibe ni almacena tu
          contraseña de esa cuenta.
        </Paragraph>
        <BulletList
          items={[
            'Debes ser mayor de 18 años y tener capacidad legal para contratar.',
            'Te comprometes a brindar información veraz, exacta y actualizada, y a corregirla cuando cambie.',
            'Eres responsable de la actividad realizada desde tu cuenta y de mantener la seguridad de tu cuenta social.',
            'Si detectas un uso no autorizado de tu cuenta, debes comunicárnoslo de inmediato.',
            'Cada cuenta es personal e intransferible. Una cuenta puede administrar un único negocio afiliado.',
          ]}
        />
      </InfoSection>

      <InfoSection id="uso-permitido" title="4. Uso permitido">
        <Paragraph>
          La Plataforma debe usarse de buena fe y solo para buscar, ofrecer y contratar servicios para
          eventos. Queda prohibido, entre otros:
        </Paragraph>
        <BulletList
          items={[
            'Publicar información falsa, engañosa o que induzca a error sobre servicios, precios o identidad.',
            'Suplantar a otra persona o empresa, o usar marcas, fotos o contenidos de terceros sin autorización.',
            'Enviar publicidad no solicitada, cadenas o mensajes masivos a otros Usuarios.',
            'Extraer datos de forma automatizada (scraping) sin autorización previa y por escrito de Eventos Perú.',
            'Intentar acceder sin autorización a cuentas, sistemas o datos, o afectar el funcionamiento de la Plataforma.',
            'Publicar contenido ilícito, ofensivo, discriminatorio, violento o que vulnere derechos de terceros.',
            'Usar la Plataforma para fines contrarios a la ley, la moral o el orden público.',
          ]}
        />
        <Paragraph>
          Ante el incumplimiento de estos Términos, Eventos Perú podrá retirar contenidos, limitar funciones o
          suspender o cancelar la cuenta involucrada, sin perjuicio de las acciones legales que correspondan.
        </Paragraph>
      </InfoSection>

      <InfoSection id="obligaciones-proveedores" title="5. Obligaciones de los proveedores">
        <BulletList
          items={[
            'Brindar datos reales de su empresa y de contacto, y verificar su correo electrónico mediante el código que la Plataforma le envía.',
            'Describir sus servicios de forma clara, veraz y completa, con fotos y videos propios o sobre los que tenga derechos.',
            'Responder las solicitudes de cotización con precios, condiciones, moneda e indicación de si incluyen IGV.',
            'Cumplir los servicios contratados en los términos ofrecidos, con la calidad, puntualidad e idoneidad esperadas.',
            'Contar con las licencias, permisos, autorizaciones y registros tributarios que exija su actividad, y emitir los comprobantes de pago que correspondan.',
            'Cumplir las normas de protección al consumidor y de protección de datos personales respecto de la información de los Clientes que reciba.',
            'Usar los datos de los Clientes solo para atender su solicitud, y no para otros fines sin su consentimiento.',
          ]}
        />
      </InfoSection>

      <InfoSection id="obligaciones-clientes" title="6. Obligaciones de los clientes">
        <BulletList
          items={[
            'Describir su evento con información real y suficiente (tipo, fecha, ubicación y servicios) para que los Proveedores puedan cotizar.',
            'Revisar con atención cada Cotización y sus condiciones antes de aceptarla.',
            'Tratar con respeto a los Proveedores y cumplir los acuerdos que celebre con ellos, incluidos los pagos pactados.',
            'Publicar reseñas solo sobre servicios que haya contratado o recibido, de forma honesta y respetuosa.',
          ]}
        />
      </InfoSection>
    </>
  );
}
