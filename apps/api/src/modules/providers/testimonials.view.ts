// API view of a testimonial (photo as storage key and public URL).
import type { testimonials } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { keyUrl } from '../media';
import type { TestimonialOut } from '@eventos/domain';

export function toTestimonialOut(storage: Storage, t: typeof testimonials.$inferSelect): TestimonialOut {
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
