import { z } from 'zod';
import { defineRoute } from '../shared/http.ts';
import {
  contactPageSchema,
  contentPageSchema,
  enquiryFormSchema,
  enquiryResponse,
  faqsResponse,
  mailboxResponse,
  pingResponse,
  themeSchema,
} from './schemas.ts';

const contentRoute = (path: string, summary: string) => defineRoute({ method: 'GET', path, base: 'main', summary, response: contentPageSchema });

/** Site content, theme, contact, liveness and the dev mailbox. */
export const contentAreaRoutes = {
  ping: defineRoute({ method: 'GET', path: '/ping', base: 'main', summary: 'Liveness and session keep-alive', response: pingResponse }),
  themeByDomain: defineRoute({
    method: 'GET',
    path: '/theme/:domain',
    base: 'main',
    summary: "The client's theme for a host name",
    params: z.object({
      domain: z
        .string()
        .min(1)
        .max(253)
        .regex(/^[A-Za-z0-9.-]+$/, { error: 'Not a host name' }),
    }),
    response: themeSchema,
  }),
  termsContent: contentRoute('/policies/terms-conditions', 'Terms and conditions'),
  privacyContent: contentRoute('/policies/privacy-policy', 'Privacy statement'),
  cookieContent: contentRoute('/policies/our-cookie-policy', 'Cookie policy'),
  faqs: defineRoute({ method: 'GET', path: '/cms-content/faqs', base: 'main', summary: "The client's FAQs", response: faqsResponse }),
  contactPage: defineRoute({
    method: 'GET',
    path: '/cms-content/contact',
    base: 'main',
    summary: 'Enquiry options and side-panel content of the contact page',
    response: contactPageSchema,
  }),
  sendEnquiry: defineRoute({
    method: 'POST',
    path: '/contact',
    base: 'main',
    summary: 'Send an enquiry to the client',
    body: enquiryFormSchema,
    response: enquiryResponse,
  }),
  devMailbox: defineRoute({
    method: 'GET',
    path: '/dev/mailbox',
    base: 'main',
    summary: 'E-mails sent by the portal, newest first (development only; platform administrators only)',
    response: mailboxResponse,
  }),
} as const;
