// API view of a testimonial (photo as storage key and public URL).
import type { Storage } from '../../storage/storage';
import { keyUrl } from '../media';
import type { TestimonialOut } from '@eventos/domain';
import type { TestimonialViewRow } from './provider-relations.repository';

export function toTestimonialOut(storage: Storage, t: TestimonialViewRow): TestimonialOut {
  return {
    id: t.id,
    customer_name: t.customer_name,
    testimonial: t.testimonial,
    company_url: t.company_url,
    photo: t.photo,
    photo_url: keyUrl(storage, t.photo),
    sort_order: t.sort_order,
  };
}
