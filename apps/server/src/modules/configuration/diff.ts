import {
  configurationTexts,
  type AvatarSet,
  type ClientConfigurationDocument,
  type ClientFeatures,
  type ConfigurationItem,
  type ConfigurationOnExisting,
  type ConfigurationSection,
} from '@portal/contracts';
import type { AssetKind, CheckedLogo } from '../branding/index.ts';
import { features as featuresOf } from '../client-admin/index.ts';
import type { FaqDraftRow } from '../client-content/index.ts';
import { planCatalogue, type CatalogueWrites } from './catalogue.ts';
import { hasSignOn, type ClientState, type LogoFile } from './export.ts';
import { isAbsent, Planner } from './planner.ts';

/**
 * The difference between a client and a configuration document, item by item, and the writes that make the client so
 * (issue 27 §3). A field or an item the client does not have yet is added; one that differs is changed with overwrite
 * and skipped (kept) with skip; items the client has and the document does not are kept either way: an import never
 * removes an FAQ, option, slide or page, nor the identity provider.
 */

const reasons = configurationTexts.reasons;

/** What the writes change, each part only when something in it does. */
export interface ConfigurationWrites {
  name?: string;
  /** Branding values as the Branding tab's rules left them (fonts among the shipped ones). */
  branding?: { values: Partial<Record<BrandingField, string>>; logos: Partial<Record<AssetKind, CheckedLogo | null>>; avatarSet?: AvatarSet | null };
  features?: Partial<ClientFeatures>;
  signOn?: { emailDomains?: string[]; logoutUrl?: string | null; provider?: { issuer: string; oidcClientId: string } };
  faqs?: FaqDraftRow[];
  pages?: { policy?: Page; terms?: Page; cookie?: Page };
  enquiryOptions?: { value: string; label: string }[];
  carouselSlides?: { title: string; body: string }[];
  contactPanel?: Page;
  /** The benefits catalogue (document version 2): years, benefits and the new-starter window that are added or change. */
  catalogue?: CatalogueWrites;
}
type Page = { title: string; html: string };

/** The document as the import reads it: the console's rules applied, HTML sanitised, logos decoded and checked. */
export interface CheckedDocument {
  document: ClientConfigurationDocument;
  logos: Record<AssetKind, CheckedLogo | null>;
}

export interface ConfigurationPlan {
  items: ConfigurationItem[];
  writes: ConfigurationWrites;
}

type LogoValue = { key: string; text: string };
const logoValue = (file: LogoFile): LogoValue => ({
  key: file.sha256,
  text: `${file.contentType}, ${file.bytes.length} bytes, sha256 ${file.sha256.slice(0, 12)}`,
});

function planDetails(plan: Planner, state: ClientState | null, doc: ClientConfigurationDocument, writes: ConfigurationWrites) {
  if (!state) plan.add({ section: 'details', item: 'code', path: 'details.code', kind: 'added', after: doc.details.code });
  const before = state && { value: state.client.name, set: true };
  if (plan.field({ section: 'details', item: 'name', path: 'details.name', ...(before && { before }), after: doc.details.name }))
    writes.name = doc.details.name;
}

const brandingFields = ['brandName', 'primaryColour', 'secondaryColour', 'baseFont', 'headerFont', 'supportEmail', 'supportPhone'] as const;
type BrandingField = (typeof brandingFields)[number];

function planBranding(plan: Planner, state: ClientState | null, checked: CheckedDocument, writes: ConfigurationWrites) {
  const wanted = checked.document.branding;
  const values: Partial<Record<BrandingField, string>> = {};
  const logos: Partial<Record<AssetKind, CheckedLogo | null>> = {};
  const own = state && {
    brandName: true,
    primaryColour: state.client.primaryColour !== null,
    secondaryColour: state.client.secondaryColour !== null,
    baseFont: state.client.baseFont !== null,
    headerFont: state.client.headerFont !== null,
    supportEmail: state.client.supportEmail !== '',
    supportPhone: !isAbsent(state.client.supportPhone),
  };
  for (const name of brandingFields) {
    const before = state && own && { value: state.branding[name], set: own[name] };
    if (plan.field({ section: 'branding', item: name, path: `branding.${name}`, ...(before && { before }), after: wanted[name] })) values[name] = wanted[name];
  }
  for (const [kind, key] of [
    ['logo', 'logo'],
    ['mobile', 'mobileLogo'],
    ['client', 'clientLogo'],
  ] as const) {
    // A logo is told apart by its bytes' hash; one the database does not hold, by its address.
    const stored = state?.logos[kind] ?? null;
    const before = state && { value: stored && (stored.file ? logoValue(stored.file) : { key: stored.url, text: stored.url }), set: stored !== null };
    const after = checked.logos[kind];
    const write = plan.field<LogoValue | null>({
      section: 'branding',
      item: key,
      path: `branding.${key}`,
      ...(before && { before }),
      after: after && logoValue(after),
      same: (a, b) => (a?.key ?? null) === (b?.key ?? null),
      text: (value) => value?.text ?? null,
    });
    if (write) logos[kind] = after;
  }
  // An address the portal does not ship a set under reads as itself.
  const avatars = state && { value: state.avatarSet ?? state.client.avatarSetUrl, set: state.client.avatarSetUrl !== null };
  const avatarSet = plan.field<string | null>({
    section: 'branding',
    item: 'avatarSet',
    path: 'branding.avatarSet',
    ...(avatars && { before: avatars }),
    after: wanted.avatarSet,
  });
  if (Object.keys(values).length > 0 || Object.keys(logos).length > 0 || avatarSet) {
    writes.branding = { values, logos, ...(avatarSet && { avatarSet: wanted.avatarSet }) };
  }
}

function planFeatures(plan: Planner, state: ClientState | null, doc: ClientConfigurationDocument, writes: ConfigurationWrites) {
  const current = state && featuresOf(state.client);
  const changed: Partial<Record<keyof ClientFeatures, unknown>> = {};
  for (const name of Object.keys(doc.features) as (keyof ClientFeatures)[]) {
    const before = current && { value: current[name], set: current[name] !== null };
    if (plan.field({ section: 'features', item: name, path: `features.${name}`, ...(before && { before }), after: doc.features[name] })) {
      changed[name] = doc.features[name];
    }
  }
  if (Object.keys(changed).length > 0) writes.features = changed as Partial<ClientFeatures>;
}

function planSignOn(plan: Planner, state: ClientState | null, doc: ClientConfigurationDocument, writes: ConfigurationWrites) {
  const wanted = doc.signOn;
  if (wanted === null) {
    if (state && hasSignOn(state)) plan.add({ section: 'signOn', item: 'signOn', path: 'signOn', kind: 'skipped', reason: reasons.signOnKept });
    return;
  }
  const signOn: NonNullable<ConfigurationWrites['signOn']> = {};
  const domains = state && { value: state.client.ssoEmailDomains, set: state.client.ssoEmailDomains.length > 0 };
  const sameList = (a: string[], b: string[]) => a.join(',') === b.join(',');
  const listText = (list: string[]) => (list.length > 0 ? list.join(', ') : null);
  if (
    plan.field({
      section: 'signOn',
      item: 'emailDomains',
      path: 'signOn.emailDomains',
      ...(domains && { before: domains }),
      after: wanted.emailDomains,
      same: sameList,
      text: listText,
    })
  ) {
    signOn.emailDomains = wanted.emailDomains;
  }
  const logout = state && { value: state.client.ssoLogoutUrl, set: state.client.ssoLogoutUrl !== null };
  if (plan.field({ section: 'signOn', item: 'logoutUrl', path: 'signOn.logoutUrl', ...(logout && { before: logout }), after: wanted.logoutUrl })) {
    signOn.logoutUrl = wanted.logoutUrl;
  }
  const providerText = (issuer: string, clientId: string) => `${issuer} (client id ${clientId})`;
  const stored = state?.provider ?? null;
  if (wanted.issuer === null || wanted.clientId === null) {
    if (stored) plan.add({ section: 'signOn', item: 'provider', path: 'signOn.issuer', kind: 'skipped', reason: reasons.providerKept });
  } else if (!stored) {
    // The secret never travels in a document: a provider is made on the Sign-on tab, which asks for it.
    plan.add({
      section: 'signOn',
      item: 'provider',
      path: 'signOn.issuer',
      kind: 'skipped',
      after: providerText(wanted.issuer, wanted.clientId),
      reason: reasons.needsSecret,
    });
  } else {
    const issuer = wanted.issuer;
    const oidcClientId = wanted.clientId;
    const write = plan.field({
      section: 'signOn',
      item: 'provider',
      path: 'signOn.issuer',
      before: { value: providerText(stored.issuer, stored.oidcClientId), set: true },
      after: providerText(issuer, oidcClientId),
    });
    if (write) signOn.provider = { issuer, oidcClientId };
  }
  if (Object.keys(signOn).length > 0) writes.signOn = signOn;
}

/** Keys that tell items of a list apart: their own key, numbered from the second with the same one. */
function keysOf<T>(list: T[], keyOf: (item: T) => string): string[] {
  const seen = new Map<string, number>();
  return list.map((item) => {
    const key = keyOf(item);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n === 0 ? key : `${key} (${n + 1})`;
  });
}

interface ListSpec<C, W> {
  section: ConfigurationSection;
  path: string;
  keyOf: (item: C | W) => string;
  same: (current: C, wanted: W) => boolean;
  text: (item: C | W) => string;
}

/**
 * One list (FAQs, options, slides): each of the document's items by its key. With overwrite the list becomes the
 * document's items in its order, then the client's others; with skip the client's items stay as they are and in their
 * order, the new ones after them. Answers the list to write, or null when nothing in it changes.
 */
function planList<C, W>(plan: Planner, spec: ListSpec<C, W>, current: C[] | null, wanted: W[]): (C | W)[] | null {
  const wantedKeys = keysOf<C | W>(wanted, spec.keyOf);
  if (current === null) {
    wanted.forEach((item, index) =>
      plan.add({ section: spec.section, item: wantedKeys[index]!, path: `${spec.path}.${index}`, kind: 'added', after: spec.text(item) }),
    );
    return wanted.length > 0 ? wanted : null;
  }
  const currentKeys = keysOf<C | W>(current, spec.keyOf);
  const indexOf = new Map(currentKeys.map((key, index) => [key, index]));
  let write = false;
  const matched: (number | undefined)[] = wanted.map((item, index) => {
    const at = indexOf.get(wantedKeys[index]!);
    const base = { section: spec.section, item: wantedKeys[index]!, path: `${spec.path}.${index}` };
    if (at === undefined) {
      plan.add({ ...base, kind: 'added', after: spec.text(item) });
      write = true;
    } else if (spec.same(current[at]!, item)) plan.add({ ...base, kind: 'unchanged', after: spec.text(item) });
    else if (plan.onExisting === 'overwrite') {
      plan.add({ ...base, kind: 'changed', before: spec.text(current[at]!), after: spec.text(item) });
      write = true;
    } else plan.add({ ...base, kind: 'skipped', before: spec.text(current[at]!), after: spec.text(item), reason: reasons.kept });
    return at;
  });
  const taken = new Set(matched.filter((at) => at !== undefined));
  const others = current.map((_, index) => index).filter((index) => !taken.has(index));
  const overwriteOrder = [...matched.filter((at): at is number => at !== undefined), ...others];
  if (overwriteOrder.some((at, position) => at !== position)) {
    const order = (indexes: number[]) => indexes.map((at) => currentKeys[at]).join(' / ');
    const values = { before: order(current.map((_, index) => index)), after: order(overwriteOrder) };
    if (plan.onExisting === 'overwrite') {
      plan.add({ section: spec.section, item: 'order', path: spec.path, kind: 'changed', ...values });
      write = true;
    } else plan.add({ section: spec.section, item: 'order', path: spec.path, kind: 'skipped', ...values, reason: reasons.orderKept });
  }
  if (!write) return null;
  if (plan.onExisting === 'overwrite') {
    return [...wanted.map((item, index) => ({ at: matched[index], item })), ...others.map((at) => ({ at, item: current[at]! }))].map(({ at, item }) =>
      at === undefined ? item : { ...current[at]!, ...item },
    );
  }
  return [...current, ...wanted.filter((_, index) => matched[index] === undefined)];
}

type Faq = { category: string; question: string; answer: string };
const faqText = (faq: Faq) => `${faq.category} | ${faq.question} | ${faq.answer}`;

function planContent(plan: Planner, state: ClientState | null, doc: ClientConfigurationDocument, writes: ConfigurationWrites) {
  const content = state?.content;
  const faqs = planList<Faq & { id: number }, Faq>(
    plan,
    { section: 'faqs', path: 'content.faqs', keyOf: (faq) => faq.question, same: (a, b) => a.category === b.category && a.answer === b.answer, text: faqText },
    content ? content.faqs.items : null,
    doc.content.faqs,
  );
  if (faqs) writes.faqs = faqs.map((faq) => ({ ...('id' in faq && { id: faq.id }), category: faq.category, question: faq.question, answer: faq.answer }));

  const pageText = (page: Page) => `${page.title} | ${page.html}`;
  for (const [key, type] of [
    ['privacy', 'policy'],
    ['terms', 'terms'],
    ['cookies', 'cookie'],
  ] as const) {
    const wanted = doc.content[key];
    const own = content ? content[key].page : null;
    const path = `content.${key}`;
    if (wanted === null) {
      if (own) plan.add({ section: 'pages', item: key, path, kind: 'skipped', reason: reasons.ownPageKept });
      continue;
    }
    const before = content && { value: own, set: own !== null };
    const write = plan.field<Page | null>({
      section: 'pages',
      item: key,
      path,
      ...(before && { before }),
      after: wanted,
      same: (a, b) => a !== null && b !== null && a.title === b.title && a.html === b.html,
      text: (page) => (page ? pageText(page) : null),
    });
    if (write) writes.pages = { ...writes.pages, [type]: wanted };
  }

  const options = planList<{ value: string; label: string }, { value: string; label: string }>(
    plan,
    {
      section: 'enquiryOptions',
      path: 'content.enquiryOptions',
      keyOf: (option) => option.value,
      same: (a, b) => a.label === b.label,
      text: (option) => option.label,
    },
    content ? content.enquiryOptions.items : null,
    doc.content.enquiryOptions,
  );
  if (options) writes.enquiryOptions = options.map(({ value, label }) => ({ value, label }));

  const slides = planList<{ title: string; body: string }, { title: string; body: string }>(
    plan,
    {
      section: 'carouselSlides',
      path: 'content.carouselSlides',
      keyOf: (slide) => slide.title,
      same: (a, b) => a.body === b.body,
      text: (slide) => slide.body,
    },
    content ? content.carouselSlides.items : null,
    doc.content.carouselSlides,
  );
  if (slides) writes.carouselSlides = slides.map(({ title, body }) => ({ title, body }));

  const panel = doc.content.contactPanel;
  const ownPanel = content ? content.contactPanel : null;
  if (panel === null) {
    if (ownPanel) plan.add({ section: 'contactPanel', item: 'contactPanel', path: 'content.contactPanel', kind: 'skipped', reason: reasons.contactPanelKept });
  } else {
    const before = content && { value: ownPanel, set: ownPanel !== null };
    const write = plan.field<Page | null>({
      section: 'contactPanel',
      item: 'contactPanel',
      path: 'content.contactPanel',
      ...(before && { before }),
      after: panel,
      same: (a, b) => a !== null && b !== null && a.title === b.title && a.html === b.html,
      text: (value) => (value ? pageText(value) : null),
    });
    if (write) writes.contactPanel = panel;
  }
}

/** The difference between the client as it is (null: no client has the code yet) and the document, and the writes it takes. */
export function planConfiguration(state: ClientState | null, checked: CheckedDocument, onExisting: ConfigurationOnExisting): ConfigurationPlan {
  const plan = new Planner(onExisting);
  const writes: ConfigurationWrites = {};
  const doc = checked.document;
  planDetails(plan, state, doc, writes);
  planBranding(plan, state, checked, writes);
  planFeatures(plan, state, doc, writes);
  planSignOn(plan, state, doc, writes);
  planContent(plan, state, doc, writes);
  const faqOrder = (state?.content.faqs.items ?? []).map(({ id, question }) => ({ id, question }));
  const catalogue = planCatalogue(plan, state?.catalogue ?? null, doc.catalogue, faqOrder);
  if (catalogue) writes.catalogue = catalogue;
  return { items: plan.items, writes };
}

export const hasWrites = (writes: ConfigurationWrites) => Object.keys(writes).length > 0;

export function countItems(items: ConfigurationItem[]) {
  const counts = { added: 0, changed: 0, unchanged: 0, skipped: 0 };
  for (const item of items) counts[item.kind] += 1;
  return counts;
}
