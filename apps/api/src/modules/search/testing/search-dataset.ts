// The small, hand-made provider set the search tests query: known names, services, places,
// plans and scores, so every expectation can be written down.
import type { FastifyInstance } from 'fastify';
import { createProvider, UBIGEO } from './search-fixtures';

export const PAGING_PROVIDERS = 23;

export async function seedSearchDataset(app: FastifyInstance) {
  const p = {
    saboresDelPeru: await createProvider(app, {
      company_name: 'Catering Sabores del Perú',
      services: ['catering', 'bocaditos'],
      district: UBIGEO.miraflores,
      plan: 'business',
      reviews_score: 4.6,
      reviews_number: 12,
      introductory_text: 'Banquetes y bocaditos para bodas y reuniones de empresa con sazón peruana.',
    }),
    banquetesNorte: await createProvider(app, {
      company_name: 'Banquetes Norte Chico',
      services: ['catering'],
      district: UBIGEO.losOlivos,
      plan: 'basic',
      reviews_score: 4.6,
      reviews_number: 30,
      introductory_text: 'Atendemos matrimonios y cumpleaños con menús personalizados.',
    }),
    cateringArequipa: await createProvider(app, {
      company_name: 'Sazón Mistiana',
      services: ['catering'],
      district: UBIGEO.arequipaDistrict,
      reviews_score: 4.9,
      reviews_number: 3,
      introductory_text: 'Comida arequipeña para tus eventos en la Ciudad Blanca.',
    }),
    luzDeLuna: await createProvider(app, {
      company_name: 'Luz de Luna Estudio',
      services: ['fotografia-y-video', 'filmacion-con-drones'],
      district: UBIGEO.barranco,
      plan: 'business',
      reviews_score: 4.8,
      reviews_number: 40,
      introductory_text: 'Capturamos cada momento de tu boda con un estilo natural.',
    }),
    solDeJalisco: await createProvider(app, {
      company_name: 'Sol de Jalisco',
      services: ['mariachis'],
      district: UBIGEO.miraflores,
      reviews_score: 4.0,
      reviews_number: 8,
      introductory_text: 'Serenatas y shows para cumpleaños y aniversarios.',
    }),
    losGallos: await createProvider(app, {
      company_name: 'Los Gallos de Oro',
      services: ['mariachis', 'orquestas'],
      district: UBIGEO.arequipaDistrict,
      reviews_score: 4.7,
      reviews_number: 15,
      introductory_text: 'Música en vivo para matrimonios en el sur del país.',
    }),
    princesa: await createProvider(app, {
      company_name: 'Princesa Decoraciones',
      services: ['decoracion', 'globos-y-decoracion-infantil'],
      district: UBIGEO.cuscoDistrict,
      reviews_score: 3.5,
      reviews_number: 2,
      introductory_text: 'Ambientamos fiestas de quinceañero, bautizos y baby showers en el Cusco.',
    }),
    huarangos: await createProvider(app, {
      company_name: 'Hacienda Los Huarangos',
      services: ['haciendas', 'salones-de-eventos'],
      district: UBIGEO.pachacamac,
      plan: 'business',
      reviews_score: 4.2,
      reviews_number: 20,
      introductory_text: 'Amplios jardines para bodas campestres a una hora de la ciudad.',
    }),
  };
  // Same service, place and text: only score, plan and reviews_number tell them apart.
  const paging = [];
  for (let i = 0; i < PAGING_PROVIDERS; i += 1) {
    paging.push(
      await createProvider(app, {
        company_name: `Animaciones Cusqueñas ${String(i + 1).padStart(2, '0')}`,
        services: ['animacion-infantil'],
        district: UBIGEO.cuscoDistrict,
        plan: i % 4 === 0 ? 'business' : 'basic',
        reviews_score: 3 + (i % 5) * 0.5,
        reviews_number: i,
        introductory_text: 'Payasos, magos y juegos para fiestas infantiles.',
      }),
    );
  }
  return { ...p, paging };
}

export type SearchDataset = Awaited<ReturnType<typeof seedSearchDataset>>;
