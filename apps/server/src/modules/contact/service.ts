import { messages, type ContactPage, type EnquiryForm } from '@portal/contracts';
import type { Client } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { findCmsBlock, insertEnquiry, listEnquiryOptions } from './queries.ts';

const CONTACT_PANEL_KEY = 'contact-panel';

/** The client, when it takes enquiries; otherwise the contact page does not exist for it. */
function requireContactClient(client: Client | null): Client {
  if (!client?.contactUsEnabled) throw notFound('Contact us is not available for this portal');
  return client;
}

export async function contactPage(ctx: RequestContext): Promise<ContactPage> {
  const owner = requireContactClient(ctx.client);
  const [options, panel] = await Promise.all([listEnquiryOptions(ctx.db, owner.id), findCmsBlock(ctx.db, owner.id, CONTACT_PANEL_KEY)]);
  return {
    enquiryOptions: options.map((o) => ({ value: o.value, label: o.label })),
    pageContent: panel ? { name: panel.name, content: sanitizeContent(panel.html) } : null,
  };
}

interface Sender {
  userId: number | null;
  email: string;
  firstName: string;
  surname: string;
}

/** Logged-in people are who their session says; visitors must give name and e-mail. */
function senderOf(user: SessionUser | null, form: EnquiryForm): Sender {
  if (user) return { userId: user.id, email: user.email, firstName: user.firstName, surname: user.surname };
  const missing: Record<string, string> = {};
  if (!form.firstName) missing.firstName = messages.generic.required;
  if (!form.surname) missing.surname = messages.generic.required;
  if (!form.email) missing.email = messages.generic.required;
  if (!form.firstName || !form.surname || !form.email) throw badRequest(missing);
  return { userId: null, email: form.email, firstName: form.firstName, surname: form.surname };
}

/** Anyone may write, signed in or not, on a client that takes enquiries. */
export async function sendEnquiry(ctx: RequestContext, form: EnquiryForm) {
  const owner = requireContactClient(ctx.client);
  const sender = senderOf(ctx.user, form);
  const options = await listEnquiryOptions(ctx.db, owner.id);
  const subject = options.find((o) => o.value === form.subject)?.label;
  if (!subject) throw badRequest({ subject: messages.contact.subjectRequired });

  const mail = renderMail(`New enquiry: ${subject}`, {
    brandName: owner.benefitBrandName,
    primaryColour: owner.primaryColour ?? '001B71',
    heading: `${sender.firstName} ${sender.surname} sent an enquiry`,
    paragraphs: [`Subject: ${subject}`, `From: ${sender.firstName} ${sender.surname} <${sender.email}> at ${owner.name}`, form.comments],
    footer: 'Reply to this e-mail to answer the enquiry.',
  });
  await ctx.db.transaction(async (tx) => {
    await insertEnquiry(tx, {
      clientId: owner.id,
      userId: sender.userId,
      subject,
      comments: form.comments,
      email: sender.email,
      firstName: sender.firstName,
      surname: sender.surname,
      company: owner.name,
    });
    await enqueueMail(tx, { ...mail, clientId: owner.id, to: owner.contactUsEmail ?? owner.supportEmail, replyTo: sender.email });
  });
  return { status: 'success' as const };
}
