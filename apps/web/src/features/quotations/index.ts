// Public entry of the quotations feature (web): the provider's form and panel and the customer's
// comparison, shown on the event pages; the price field is reused by the event wizard.
export { QuotationComparison } from './components/compare/quotation-comparison';
export { QuotationForm } from './components/form/quotation-form';
export { PriceField } from './components/form/price-field';
export { MyQuotationPanel } from './components/my-quotation-panel';
export type { QuotationDetail } from './types';
