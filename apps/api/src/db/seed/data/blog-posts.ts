// The blog's first articles, written for Eventos Perú: practical guides for people planning events
// in Peru. Seeded into the embedded database (seed/blog.ts) with a cover drawn at seed time.
export interface SeedBlogPost {
  slug: string;
  title: string;
  category: 'locales' | 'presupuesto' | 'proveedores' | 'planificacion';
  tags: string[];
  excerpt: string;
  seoDescription: string;
  /** Days before the seed date it was published (newest first on /blog). */
  daysAgo: number;
  /** Cover colours (gradient) and caption. */
  cover: { from: string; to: string; caption: string };
  content: string;
}

export const SEED_BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'como-elegir-local-para-tu-evento-en-lima',
    title: 'Cómo elegir el local para tu evento en Lima: 10 preguntas antes de firmar',
    category: 'locales',
    tags: ['Lima', 'Locales', 'Bodas'],
    excerpt:
      'Aforo real, estacionamiento, horario de salida, ruido y qué incluye el alquiler: las preguntas que conviene hacer en la visita para no llevarte sorpresas.',
    seoDescription:
      'Guía para elegir local de eventos en Lima: aforo, estacionamiento, horarios, garantía, proveedores exclusivos y qué revisar en la visita.',
    daysAgo: 3,
    cover: { from: '#7b1fa2', to: '#f06292', caption: 'Locales en Lima' },
    content: `El local define casi todo lo demás: la fecha, el número de invitados, el catering y hasta la música. En Lima, además, el tráfico y la distancia pesan tanto como la belleza del salón. Estas son las preguntas que conviene llevar anotadas a cada visita.

## 1. ¿Cuál es el aforo real con mesas?

El aforo "de cóctel" puede ser el doble que el aforo con mesas redondas de diez. Pide el plano con la distribución que necesitas (mesas, pista de baile, escenario para la orquesta y la mesa de bocaditos) y calcula un 10 % más de invitados de los que crees que vendrán.

## 2. ¿Hasta qué hora se puede estar y cuánto cuesta la hora extra?

Muchos locales en distritos residenciales como Miraflores, San Isidro o La Molina tienen límites de ruido y de horario. Pregunta la hora de cierre, el costo por hora adicional y si la música debe bajar de volumen a partir de cierta hora.

## 3. ¿Hay estacionamiento y para cuántos autos?

En Lima, la respuesta a esta pregunta puede decidir la asistencia. Si el local no tiene estacionamiento propio, pregunta por convenios cercanos o considera un servicio de *valet parking*.

## 4. ¿Qué incluye el alquiler?

Mesas, sillas, mantelería, menaje, vajilla, limpieza, seguridad, grupo electrógeno, baños suficientes, camerino… Pide la lista por escrito. Lo que no esté en la lista, cotízalo aparte para comparar locales en igualdad de condiciones.

## 5. ¿Tiene proveedores exclusivos?

Algunos locales exigen su propio catering, bar o equipo de sonido, o cobran un "derecho de ingreso" a proveedores externos. Esto puede cambiar por completo tu presupuesto.

## 6. ¿Cuánto es la garantía y cuándo se devuelve?

Casi todos piden una garantía por daños. Pregunta el monto, qué la ejecuta y en cuántos días la devuelven.

## 7. ¿Qué pasa si llueve o hace frío?

En Lima no llueve fuerte, pero la garúa de invierno y la humedad sí afectan los jardines y terrazas. Pregunta si hay toldos, carpas o un ambiente techado de respaldo.

## 8. ¿Cuántos eventos hacen el mismo día?

Si hay otro evento antes del tuyo, el montaje puede empezar tarde. Pide la hora exacta de ingreso para decoración y proveedores.

## 9. ¿Está en regla?

Pide ver la licencia de funcionamiento y el certificado de Defensa Civil (ITSE) vigente. Es tu seguridad y la de tus invitados.

## 10. ¿Qué dicen otros clientes?

Lee reseñas y, si puedes, habla con alguien que haya hecho un evento ahí. En Eventos Perú puedes ver fotos, videos y reseñas de cada local, por ejemplo de [Hacienda Los Huarangos](/hacienda-los-huarangos), y pedir cotización a varios a la vez.

**Consejo final:** visita el local a la misma hora en que será tu evento. La luz, el tráfico y el ruido no son los mismos a las diez de la mañana que a las ocho de la noche.`,
  },
  {
    slug: 'cuanto-cuesta-un-quinceanero-en-peru',
    title: '¿Cuánto cuesta un quinceañero en el Perú? Presupuesto por partidas',
    category: 'presupuesto',
    tags: ['Quinceañero', 'Presupuesto'],
    excerpt:
      'Local, catering, vestido, fotografía, hora loca y torta: cómo repartir el presupuesto de una fiesta de quince años y dónde se puede ahorrar sin que se note.',
    seoDescription:
      'Presupuesto de un quinceañero en el Perú por partidas: local, catering, vestido, foto y video, música, decoración y torta, con consejos para ahorrar.',
    daysAgo: 10,
    cover: { from: '#ad1457', to: '#ffb74d', caption: 'Quinceañero' },
    content: `Una fiesta de quince años puede costar desde unos pocos miles de soles en casa hasta decenas de miles en un salón con orquesta. Lo importante no es la cifra total, sino **repartirla bien** y decidir desde el principio qué es lo que más le importa a la quinceañera.

## Cómo se suele repartir el presupuesto

Como referencia, en una fiesta para 100 a 150 invitados el dinero suele repartirse así:

| Partida | Porcentaje aproximado |
| --- | --- |
| Local y alquiler de mobiliario | 20 – 25 % |
| Catering, bebidas y torta | 30 – 35 % |
| Vestido, maquillaje y peinado | 10 – 12 % |
| Fotografía y video | 8 – 10 % |
| Música (DJ u orquesta) y hora loca | 10 – 12 % |
| Decoración, flores e iluminación | 8 – 10 % |
| Imprevistos | 5 % |

## Dónde conviene invertir

- **Fotografía y video.** Es lo único que queda. Pide ver un evento completo, no solo una selección de las mejores fotos.
- **Comida suficiente.** Un invitado con hambre se acuerda más que de cualquier centro de mesa. Confirma cantidades por persona con el [catering](/proveedores).
- **El vals y la entrada.** Un buen coreógrafo y una entrada bien ensayada hacen la noche.

## Dónde se puede ahorrar

- **Fecha y día.** Un viernes o un domingo, o un mes fuera de temporada alta (noviembre y diciembre), puede bajar el precio del local.
- **Decoración.** Muchos locales incluyen mantelería y centros de mesa básicos; sumar iluminación decorativa transforma el salón por menos dinero que llenarlo de flores.
- **Torta.** Una torta de exhibición pequeña más una torta de corte en cocina sirve a todos por menos.
- **Invitaciones digitales.** Ahorras impresión y envío, y recibes las confirmaciones por WhatsApp.

## Pide cotizaciones comparables

Envía a cada proveedor la misma información: fecha, distrito, número de invitados y lo que necesitas. En Eventos Perú puedes publicar tu evento una vez y recibir cotizaciones de varios proveedores para compararlas lado a lado, con sus precios en soles.

**Regla de oro:** separa un 5 % para imprevistos desde el primer día. Siempre aparece algo: un invitado más, una hora extra o el taxi de la abuela.`,
  },
  {
    slug: 'que-preguntar-a-un-catering-antes-de-contratarlo',
    title: 'Qué preguntar a un catering antes de contratarlo',
    category: 'proveedores',
    tags: ['Catering', 'Proveedores', 'Bodas'],
    excerpt:
      'Degustación, cantidades por persona, mozos, menaje, bebidas y horarios: la lista de preguntas para comparar caterings y evitar que falte comida.',
    seoDescription:
      'Preguntas para contratar un catering en el Perú: degustación, cantidades por persona, mozos, menaje, bebidas, dietas especiales, horarios y pagos.',
    daysAgo: 17,
    cover: { from: '#e65100', to: '#ffd54f', caption: 'Catering' },
    content: `El catering es la partida más grande de casi cualquier evento y la que más comentan los invitados. Antes de firmar, haz estas preguntas y pide las respuestas **por escrito**.

## Sobre la comida

1. **¿Hay degustación y cuánto cuesta?** Muchos caterings la incluyen al contratar; otros la cobran y la descuentan después.
2. **¿Cuántos gramos de proteína y cuántas guarniciones por persona?** Compara cantidades, no solo precios por cubierto.
3. **¿Cuántos bocaditos por invitado en la recepción?** Entre 8 y 12 por persona es lo habitual si después hay cena.
4. **¿Pueden atender dietas especiales?** Vegetarianos, celíacos, alergias y niños. Pregunta si tienen costo adicional.
5. **¿Qué pasa con la comida que sobra?** Algunos la entregan en envases; otros no por temas sanitarios.

## Sobre el servicio

6. **¿Cuántos mozos por mesa?** Un mozo por cada 10 a 15 invitados en cena servida es una buena referencia.
7. **¿Incluye menaje, vajilla, cristalería y mantelería?** Y si se rompe algo, ¿quién lo paga?
8. **¿A qué hora llegan y cuánto dura el servicio?** Confirma el tiempo de montaje y de retiro con el local.
9. **¿Tienen cocina propia o cocinan en el local?** Si cocinan en el local, pregunta qué necesitan (gas, agua, espacio).

## Sobre las bebidas

10. **¿El bar está incluido?** Pisco sour de bienvenida, gaseosas, agua, hielo, vino, cerveza… Pregunta si cobran descorche si llevas tus propias bebidas.

## Sobre el contrato

11. **¿Cuándo se confirma el número final de invitados?** Lo normal es una o dos semanas antes.
12. **¿Cómo son los pagos y qué pasa si cancelas o cambias la fecha?**
13. **¿Tienen registro sanitario y seguro?**

## Compara con la misma información

En Eventos Perú puedes ver caterings como [Catering Sabores del Perú](/catering-sabores-del-peru), leer las reseñas de otros clientes y pedirles cotización con la misma fecha y número de invitados. Así comparas precios por persona de verdad.`,
  },
  {
    slug: 'temporada-de-lluvias-en-la-sierra-eventos',
    title: 'Temporada de lluvias en la Sierra: cómo planificar un evento en Cusco, Arequipa o Huaraz',
    category: 'planificacion',
    tags: ['Cusco', 'Arequipa', 'Clima', 'Destino'],
    excerpt:
      'De diciembre a marzo llueve fuerte en los Andes. Qué meses elegir, cómo protegerte con carpas y calefacción, y qué cuidar con los invitados que llegan de la costa.',
    seoDescription:
      'Cómo planificar una boda o evento en Cusco, Arequipa o Huaraz según la temporada de lluvias: meses recomendados, carpas, altura y logística.',
    daysAgo: 24,
    cover: { from: '#1565c0', to: '#4db6ac', caption: 'Eventos en la Sierra' },
    content: `Una boda en el Valle Sagrado o un aniversario frente al Misti son inolvidables, pero en los Andes el clima manda. La temporada de lluvias va aproximadamente de **diciembre a marzo**, con los meses más intensos en enero y febrero.

## Qué meses elegir

- **De mayo a setiembre** es la temporada seca: días soleados, cielos despejados y noches muy frías (en Cusco pueden bajar de 0 °C en junio y julio).
- **Abril, octubre y noviembre** son meses de transición: menos turistas, precios algo más bajos y lluvias ocasionales.
- **De diciembre a marzo** llueve casi a diario por la tarde. Si eliges estas fechas, planifica todo techado.

## Si tu evento es al aire libre

1. **Carpa o toldo siempre**, aunque sea temporada seca. Reserva una carpa con cerramientos laterales para la noche.
2. **Calefacción.** Estufas de exterior o calefactores a gas para la recepción y la cena.
3. **Piso firme.** Una tarima o entablado evita el barro y protege el sonido y la iluminación.
4. **Grupo electrógeno.** En zonas rurales los cortes de luz son frecuentes en temporada de lluvias.

## Cuida a tus invitados

- **Altura.** Cusco está a unos 3 400 m s. n. m. y Huaraz a unos 3 050 m. Recomienda a los invitados de la costa llegar uno o dos días antes, hidratarse y evitar el alcohol la primera noche. Ofrece mate de coca en la recepción.
- **Transporte.** Las carreteras pueden cerrarse por huaicos en temporada de lluvias. Contrata transporte con choferes que conozcan la zona y deja margen en los horarios.
- **Abrigo.** Incluye en la invitación una nota sobre el frío de la noche: mantas o ponchos para los invitados son un detalle muy agradecido.

## Proveedores locales

Los proveedores de la zona conocen el clima y los caminos. Busca en Eventos Perú [locales y catering en Cusco o Arequipa](/proveedores) y pregunta en tu solicitud de cotización qué plan B ofrecen si llueve.`,
  },
  {
    slug: 'cronograma-para-organizar-una-boda',
    title: 'Cronograma para organizar una boda: qué hacer 12, 6 y 1 mes antes',
    category: 'planificacion',
    tags: ['Bodas', 'Planificación'],
    excerpt:
      'Un calendario práctico para organizar tu boda sin estrés: cuándo reservar el local, cuándo contratar a cada proveedor y qué dejar para la última semana.',
    seoDescription:
      'Cronograma para organizar una boda en el Perú: qué hacer 12, 9, 6, 3 y 1 mes antes, y la última semana, con los trámites civiles y religiosos.',
    daysAgo: 31,
    cover: { from: '#5d4037', to: '#d7ccc8', caption: 'Cronograma de boda' },
    content: `Organizar una boda lleva entre 8 y 14 meses si quieres elegir con calma los proveedores más solicitados. Este cronograma te ayuda a no olvidar nada.

## 12 meses antes

- Definan el **presupuesto** y quién aporta qué.
- Hagan una primera **lista de invitados**: el número decide el local.
- Elijan la **fecha** (y una alternativa) y reserven el **local**.
- Si es boda religiosa, consulten la disponibilidad de la **iglesia**: en fechas populares se separa con mucha anticipación.

## 9 meses antes

- Contraten **fotografía y video**, **catering** y **música** (orquesta o DJ): son los primeros en llenar su agenda.
- Si van a contratar **wedding planner**, este es el momento.
- Empiecen a ver **vestido de novia** y traje.

## 6 meses antes

- **Decoración y flores**, **torta**, **maquillaje y peinado** (reserven prueba).
- Armen la página o invitación digital con la información de la fecha y el lugar.
- Reserven bloque de hotel si vienen invitados de provincia o del extranjero.

## 3 meses antes

- **Trámites del matrimonio civil** en la municipalidad: pidan la lista de requisitos de su distrito (partidas de nacimiento, certificados domiciliarios, exámenes médicos y publicación de edicto). Algunos documentos vencen, así que no los saquen demasiado pronto.
- Envíen las **invitaciones** y pidan confirmación.
- Definan el menú tras la degustación.

## 1 mes antes

- Confirmen el **número final de invitados** al catering y al local.
- Armen el **plano de mesas**.
- Entreguen a cada proveedor el **horario del día** con nombres y teléfonos de contacto.
- Última prueba de vestido, maquillaje y peinado.

## La última semana

- Paguen los saldos pendientes y separen los sobres de propinas.
- Preparen una caja de emergencia: costurero, curitas, cargador, analgésicos y zapatos cómodos.
- Deleguen: una persona de confianza debe ser el contacto de los proveedores el día de la boda.

En Eventos Perú pueden publicar su boda como evento y recibir cotizaciones de varios proveedores para cada etapa del cronograma.`,
  },
  {
    slug: 'como-comparar-cotizaciones-de-proveedores',
    title: 'Cómo comparar cotizaciones de proveedores sin equivocarte',
    category: 'proveedores',
    tags: ['Cotizaciones', 'Presupuesto', 'Proveedores'],
    excerpt:
      'El precio más bajo no siempre es el más barato. Qué revisar en cada cotización —qué incluye, horas, IGV, pagos y cancelación— para comparar de verdad.',
    seoDescription:
      'Cómo comparar cotizaciones de proveedores de eventos: qué incluye, horas de servicio, IGV, adelantos, políticas de cancelación y reseñas.',
    daysAgo: 38,
    cover: { from: '#2e7d32', to: '#9ccc65', caption: 'Comparar cotizaciones' },
    content: `Pediste cotizaciones a cinco proveedores y los precios van de S/ 1,800.00 a S/ 4,500.00. ¿Cómo saber cuál conviene? Casi nunca están cotizando lo mismo.

## 1. Pide lo mismo a todos

La mejor comparación empieza con la misma solicitud: fecha, horario, distrito, número de invitados y qué necesitas exactamente. Si publicas tu evento en Eventos Perú, todos los proveedores reciben la misma información.

## 2. Compara qué incluye cada precio

Haz una tabla con una fila por proveedor y columnas como:

- **Horas de servicio** (y costo de la hora extra).
- **Personal** (cuántas personas trabajan ese día).
- **Equipos o materiales** incluidos.
- **Movilidad**: ¿cobra traslado fuera de su distrito o provincia?
- **Entregables**: número de fotos editadas, duración del video, álbum impreso…

## 3. Revisa impuestos y forma de pago

- ¿El precio **incluye IGV**? ¿Emite boleta o factura?
- ¿Cuánto es el **adelanto** y cuándo se paga el saldo?
- ¿Acepta transferencias, Yape o Plin?

## 4. Lee la política de cancelación

¿Qué pasa si cambias la fecha? ¿Y si el proveedor cancela? Un proveedor serio lo pone por escrito.

## 5. Mira reseñas y trabajos completos

Las reseñas de otros clientes dicen mucho sobre puntualidad y trato. Pide ver un evento completo, no solo las mejores fotos.

## 6. Pregunta antes de descartar

Si una cotización es mucho más cara, pregunta por qué: a veces incluye algo que los demás cobrarán aparte. Si es mucho más barata, pregunta qué no incluye.

## 7. Negocia con información

Con una comparación clara puedes pedir ajustes: quitar algo que no necesitas, sumar una hora o mejorar la forma de pago.

En Eventos Perú ves las cotizaciones que recibiste lado a lado, con el precio de cada una en soles y el tiempo de respuesta de cada proveedor, y puedes aceptar la que más te convenga.`,
  },
];
