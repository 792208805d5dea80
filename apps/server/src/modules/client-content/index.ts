/** A client's content in the admin console (issue 27 §2: FAQs, privacy, terms, enquiry options, carousel) and the carousel call. */
export { clientContentRoutes } from './routes.ts';
export {
  carouselWrite,
  cleanFaqs,
  cleanPageHtml,
  contactPanelWrite,
  contentSnapshot,
  enquiryOptionsWrite,
  faqsWrite,
  pageSetting,
  pageWrite,
  writeContent,
  type ContentAuditedBy,
  type ContentSnapshot,
  type FaqDraftRow,
} from './service.ts';
