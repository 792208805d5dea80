export * from './kinds.ts';
export * from './texts.ts';
export * from './screen-texts.ts';
export * from './panel-titles.ts';
export * from './schemas.ts';
export * from './pages.ts';
export * from './routes.ts';
export * from './values.ts';
