/** Subject access (issue 39): one person's data as a zip (my-data.json and my-data.pdf), and where each table goes. */
export { subjectAccessRoutes } from './routes.ts';
export { buildPersonalData } from './service.ts';
export { excludedColumns, excludedTables, exportedTables, exportSections, sectionsByEmail, type ExportedTable } from './inventory.ts';
