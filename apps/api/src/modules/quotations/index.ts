// Public entry of the quotations module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { computeProviderKpis } from './quotations-kpis';
export { presentQuotationDetails } from './quotation-view';
export { findEventQuotations } from './quotations.repository';
