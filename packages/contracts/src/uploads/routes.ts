import { defineRoute } from '../shared/http.ts';
import * as s from './schemas.ts';

/** HR data uploads (spec §7); every call is refused to employees and for another client's uploads. */
export const uploadRoutes = {
  dataLoadTemplate: defineRoute({
    method: 'GET',
    path: '/client/:id/data-load-template',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: 'The upload template: the header row of the HR data file, as CSV or XLSX',
    params: s.uploadClientParams,
    query: s.templateQuery,
    response: s.uploadFileSchema,
  }),
  dateLastUpload: defineRoute({
    method: 'GET',
    path: '/client/:id/date-last-upload',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: 'When HR data was last uploaded and applied, and the file name; nulls before the first',
    params: s.uploadClientParams,
    response: s.lastUploadResponse,
  }),
  dataLoadList: defineRoute({
    method: 'GET',
    path: '/client/:id/data-loads',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: "The client's latest uploads, newest first; with uploadKey, the one upload the browser is sending (its progress)",
    params: s.uploadClientParams,
    query: s.dataLoadListQuery,
    response: s.dataLoadListResponse,
  }),
  uploadDataLoad: defineRoute({
    method: 'POST',
    path: '/client/:id/data-loads',
    base: 'main',
    employer: { clientParam: 'id' },
    summary:
      'Upload an HR data file (body: the CSV or XLSX itself, streamed, at most UPLOAD_MAX_BYTES; headers x-file-name and x-upload-key). ' +
      'Read and checked as it arrives: refused with its row errors, or a preview of the changes. Nothing changes until it is applied',
    params: s.uploadClientParams,
    response: s.dataLoadAnswer,
  }),
  dataLoadPreview: defineRoute({
    method: 'GET',
    path: '/employee-data-uploads/:id',
    base: 'main',
    employer: { clientParam: null },
    summary:
      'An upload and a page of its entries: starters, leavers and changed employees (before and after, with the day each takes effect), ' +
      "or a refused file's row errors; " +
      'kind=cannot-activate: the people of the file who have no date of birth on record and have not activated',
    params: s.dataLoadParams,
    query: s.dataLoadEntriesQuery,
    response: s.dataLoadPreviewResponse,
  }),
  eligibilityDifference: defineRoute({
    method: 'GET',
    path: '/employee-data-uploads/:id/eligibility-difference',
    base: 'main',
    employer: { clientParam: null },
    summary:
      'Per employee of an upload: benefits gained or lost, each with the rule that decided it, and the monthly cost change ' +
      '(when the client has isDataLoadEligibilityImpactEnabled)',
    params: s.dataLoadParams,
    query: s.eligibilityQuery,
    response: s.eligibilityDifferenceResponse,
  }),
  failedRows: defineRoute({
    method: 'GET',
    path: '/employee-data-uploads/:id/failed-rows',
    base: 'main',
    employer: { clientParam: null },
    summary:
      "A refused upload's failed rows as CSV, as they were sent, with a message column: fix them and upload the file again as it is " +
      '(the message column is ignored)',
    params: s.dataLoadParams,
    response: s.uploadFileSchema,
  }),
  applyDataLoad: defineRoute({
    method: 'POST',
    path: '/employee-data-uploads/:id/apply',
    base: 'main',
    employer: { clientParam: null },
    summary: 'Apply a previewed upload in one transaction: starters added (welcome e-mails queued), leavers recorded and their selections ended, changes made',
    params: s.dataLoadParams,
    response: s.dataLoadAnswer,
  }),
} as const;
