/** HR data uploads: template, upload with progress, preview and eligibility difference, apply. */
export { uploadRoutes } from './routes.ts';
/** The same pipeline for an API key's rows (issue 39): received as the template's CSV, previewed, applied. */
export { credentialUpload, type UploadContext } from './caller.ts';
export { receiveDataLoad } from './receive.ts';
export { applyDataLoad } from './apply.ts';
export { dataLoadPreview, dataLoadList } from './service.ts';
/** The upload's rules, for other ways in (SCIM, issue 39): a row's checks, matching and changes, and the writes. */
export { checkRow, type RowValues } from './check-rows.ts';
export { PeopleIndex, planRow, storedValue, type PlannedEntry, type StoredPerson } from './plan.ts';
export { fieldsOf } from './apply.ts';
export { newSalaryFrom } from './present.ts';
export { findClient, insertPeople, lockPeople, personColumns, updatePeople } from './queries.ts';
