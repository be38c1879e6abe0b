export * from './peru-ids';
export * from './phones';
export * from './business-days';
export * from './complaints.schemas';
export * from './privacy.schemas';
export * from './identity.schemas';
export * from './prices';
export * from './exchange-rate.schemas';
