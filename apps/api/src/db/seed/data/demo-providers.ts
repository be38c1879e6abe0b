// Fictional demo providers (names invented for the demo; any resemblance is coincidental):
// [company name, service type slugs (first = main), district ubigeo, plan].
export type DemoProviderSeed = readonly [name: string, services: readonly string[], district: string, plan: 'basic' | 'business'];

export const DEMO_PROVIDERS: readonly DemoProviderSeed[] = [
  // Lima
  ['Hacienda Los Huarangos', ['haciendas', 'salones-de-eventos', 'catering'], '150123', 'business'],
  ['Casa de Campo El Olivar de Cieneguilla', ['casas-de-campo', 'jardines-y-terrazas', 'pachamanca-y-parrillas'], '150109', 'business'],
  ['Salón Imperial Miraflores', ['salones-de-eventos', 'catering'], '150122', 'basic'],
  ['Catering Sabores del Perú', ['catering', 'bocaditos', 'coffee-break'], '150140', 'business'],
  ['Dulce Tentación Tortas y Postres', ['tortas-y-postres', 'bocaditos'], '150130', 'basic'],
  ['Barra Móvil Pisco & Co.', ['bartender-y-barras-moviles'], '150104', 'basic'],
  ['Luz de Luna Fotografía y Video', ['fotografia-y-video', 'filmacion-con-drones'], '150104', 'business'],
  ['DJ Andrés Mix', ['dj', 'sonido-e-iluminacion'], '150117', 'basic'],
  ['Sonido Total Producciones', ['sonido-e-iluminacion', 'pantallas-led', 'escenarios'], '150108', 'business'],
  ['Mariachi Sol de Jalisco Perú', ['mariachis'], '150113', 'basic'],
  ['Orquesta La Sabrosura', ['orquestas'], '150117', 'business'],
  ['Hora Loca Fiesta Total', ['hora-loca', 'animacion-infantil'], '150116', 'basic'],
  ['Show Infantil Chispitas', ['animacion-infantil', 'shows-de-magia', 'globos-y-decoracion-infantil'], '150140', 'basic'],
  ['Novias Valentina Atelier', ['vestidos-de-novia', 'vestidos-de-fiesta'], '150131', 'business'],
  ['Ternos Don Alfonso', ['alquiler-de-ternos'], '150113', 'basic'],
  ['Glamour Make Up Studio', ['maquillaje-y-peinado'], '150122', 'basic'],
  ['Camila Reyes Wedding Planner', ['wedding-planner', 'organizacion-de-eventos', 'decoracion'], '150131', 'business'],
  ['Detalles Decoraciones', ['decoracion', 'iluminacion-decorativa', 'mobiliario-y-menaje'], '150114', 'business'],
  ['Flores de La Molina', ['arreglos-florales', 'decoracion'], '150114', 'basic'],
  ['Toldos y Carpas Lurín', ['toldos-y-carpas', 'tarimas-y-pistas-de-baile'], '150119', 'basic'],
  ['Escenarios Pacífico', ['escenarios', 'tarimas-y-pistas-de-baile', 'grupos-electrogenos'], '150108', 'basic'],
  ['Club Campestre Las Palmeras', ['clubes-campestres', 'salones-de-eventos'], '150109', 'business'],
  ['Terraza Punta Hermosa', ['jardines-y-terrazas', 'restaurantes'], '150126', 'basic'],
  ['Hotel Costa Verde Suites', ['hoteles', 'salones-de-eventos', 'centros-de-convenciones'], '150122', 'business'],
  ['Chalán Limeño Marinera y Caballos de Paso', ['marinera-y-caballos-de-paso', 'danzas-tipicas'], '150123', 'basic'],
  ['Criollazo Música Criolla', ['musica-criolla'], '150104', 'basic'],
  ['Foto Cabina Selfie Perú', ['cabinas-de-fotos'], '150130', 'basic'],
  ['Autos Clásicos para Novios', ['movilidad-y-autos-para-novios'], '150131', 'basic'],
  ['Invitaciones Papel Picado', ['invitaciones-y-recuerdos'], '150116', 'basic'],
  ['Centinela Seguridad para Eventos', ['seguridad-para-eventos', 'anfitrionas-y-azafatas'], '150130', 'basic'],
  // Arequipa
  ['Casona Yanahuara Eventos', ['salones-de-eventos', 'catering'], '040126', 'business'],
  ['Picantería y Catering La Misti', ['catering', 'restaurantes'], '040101', 'basic'],
  ['Estudio Sillar Fotografía', ['fotografia-y-video'], '040103', 'business'],
  ['Hacienda Sachaca del Valle', ['haciendas', 'jardines-y-terrazas'], '040117', 'basic'],
  ['DJ Volcán Sound', ['dj', 'sonido-e-iluminacion'], '040129', 'basic'],
  ['Decoraciones Ciudad Blanca', ['decoracion', 'arreglos-florales'], '040101', 'basic'],
  // Cusco
  ['Hotel Imperial Qosqo', ['hoteles', 'restaurantes', 'salones-de-eventos'], '080101', 'business'],
  ['Valle Sagrado Wedding Planner', ['wedding-planner', 'organizacion-de-eventos'], '081301', 'business'],
  ['Danzas Andinas Inti Raymi', ['danzas-tipicas', 'trajes-tipicos'], '080105', 'basic'],
  ['Qori Catering Andino', ['catering', 'pachamanca-y-parrillas'], '080108', 'basic'],
  ['Toldos Cusco Eventos', ['toldos-y-carpas', 'mobiliario-y-menaje'], '080105', 'basic'],
  // La Libertad
  ['Salón Chan Chan Eventos', ['salones-de-eventos'], '130101', 'basic'],
  ['Marinera Norteña Show Trujillo', ['marinera-y-caballos-de-paso', 'danzas-tipicas'], '130111', 'business'],
  ['Huanchaco Beach Eventos', ['jardines-y-terrazas', 'organizacion-de-eventos'], '130104', 'basic'],
  ['Primavera Foto y Video', ['fotografia-y-video', 'filmacion-con-drones'], '130101', 'basic'],
  // Piura
  ['Casa de Campo El Algarrobo', ['casas-de-campo', 'pachamanca-y-parrillas'], '200104', 'basic'],
  ['Orquesta Tropical del Norte', ['orquestas', 'hora-loca'], '200101', 'business'],
  ['Máncora Sunset Weddings', ['wedding-planner', 'decoracion'], '200706', 'business'],
  // Lambayeque
  ['Catering Sabor Norteño', ['catering', 'bocaditos'], '140101', 'basic'],
  ['Pimentel Toldos y Escenarios', ['toldos-y-carpas', 'escenarios'], '140112', 'basic'],
  ['Animaciones Muchik', ['animacion-infantil', 'juegos-inflables'], '140301', 'basic'],
  // Junín
  ['Centro de Convenciones Wanka', ['centros-de-convenciones', 'salones-de-eventos'], '120101', 'business'],
  ['Orquesta Sensación del Mantaro', ['orquestas', 'musica-criolla'], '120114', 'basic'],
  ['Tortas Huancas Delicias', ['tortas-y-postres'], '120114', 'basic'],
  // Ica
  ['Hacienda Viñedos del Sur', ['haciendas', 'bartender-y-barras-moviles'], '110101', 'business'],
  ['Paracas Bay Eventos', ['jardines-y-terrazas', 'organizacion-de-eventos'], '110505', 'basic'],
  ['Chincha Show Afroperuano', ['danzas-tipicas', 'musica-criolla'], '110201', 'basic'],
  // Callao
  ['Salón La Perla Real', ['salones-de-eventos'], '070104', 'basic'],
  ['Pantallas LED Callao Pro', ['pantallas-led', 'sonido-e-iluminacion'], '070101', 'basic'],
  // Other regions
  ['Baños del Inca Eventos Campestres', ['casas-de-campo', 'catering'], '060101', 'basic'],
  ['Amazonía Eventos Iquitos', ['organizacion-de-eventos', 'decoracion'], '160101', 'basic'],
  ['Tacna Stands y Ferias', ['stands', 'anfitrionas-y-azafatas'], '230101', 'basic'],
  ['Trajes Típicos Candelaria', ['trajes-tipicos', 'danzas-tipicas'], '210101', 'basic'],
  ['Tarapoto Selva Eventos', ['jardines-y-terrazas', 'catering'], '220901', 'basic'],
  ['Huaraz Andino Fotografía', ['fotografia-y-video'], '020101', 'basic'],
  ['Retablo Decoraciones Ayacucho', ['decoracion', 'invitaciones-y-recuerdos'], '050101', 'basic'],
];
