// The admin console's clients (issue 27 §2). Each tab's texts and schemas may sit in a file of their own: add one line each.
export * from './code.ts';
export * from './texts.ts';
export * from './schemas.ts';
export * from './routes.ts';
export * from './sign-on.ts';
export * from './saml.ts';
export * from './scheme-years.ts';
export * from './catalogue.ts';
export * from './next-year.ts';
export * from './configuration.ts';
export * from './prices.ts';
