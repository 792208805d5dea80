export * from './constants.ts';
export * from './messages.ts';
export * from './fields.ts';
export * from './http.ts';
export * from './format.ts';
export * from './dates.ts';
export * from './money.ts';
export * from './paging.ts';
