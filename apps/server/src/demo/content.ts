/**
 * The portal's own pages in the demo: the cookie policy, privacy statement and terms that a host naming no client
 * shows, and that a client without its own falls back to. A client's own pages, FAQs, enquiry options and contact
 * panel come from its configuration document (clients/<code>.json). All HTML uses only the safe tag set (h2, h3, p,
 * ul, ol, li, strong, em, a, table, caption, thead, tbody, tr, th, td) and only relative or mailto: links.
 */

/** Whose pages they are: the portal's own, in the demo. */
interface PageOwner {
  name: string;
  brandName: string;
  supportEmail: string;
  supportPhone: string | null;
}

export interface DemoPage {
  title: string;
  html: string;
}

const PORTAL: PageOwner = { name: 'your employer', brandName: 'Benefits Portal', supportEmail: 'support@portal.test', supportPhone: null };

/** Escapes text for safe interpolation into HTML text and attribute values. */
function esc(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function mailto(email: string): string {
  const safe = esc(email);
  return `<a href="mailto:${safe}">${safe}</a>`;
}

/** "by e-mail at x or by phone on y" — phone only when the client has one. */
function contactSentence(client: PageOwner): string {
  const email = `by e-mail at ${mailto(client.supportEmail)}`;
  return client.supportPhone ? `${email} or by phone on <strong>${esc(client.supportPhone)}</strong>` : email;
}

function cookiePage(client: PageOwner): DemoPage {
  const brand = esc(client.brandName);
  const name = esc(client.name);
  return {
    title: 'Our Cookie Policy',
    html: `
<h2>About this policy</h2>
<p>${brand} is the employee benefits portal provided to you by ${name}.
Like most websites, it uses cookies and similar technologies, such as your browser's local storage, to work properly and to remember your choices.
This policy explains what we use, why we use it and how you can control it,
in line with the Privacy and Electronic Communications Regulations 2003 (PECR) and UK GDPR.</p>

<h2>What are cookies?</h2>
<p>Cookies are small text files placed on your device when you visit a website.
Local storage works in a similar way, keeping a small amount of information in your browser so that a site can recall it on your next visit.
Neither can run programs or carry viruses onto your device.</p>

<h2>Essential cookies</h2>
<p>Essential cookies are needed for the portal to work and cannot be switched off.
Because they are strictly necessary, we do not ask for your consent before setting them. They are used to:</p>
<ul>
  <li><strong>keep you signed in</strong> securely as you move between pages, and sign you out after a period of inactivity;</li>
  <li><strong>protect your account</strong> by helping to prevent cross-site request forgery and other attacks;</li>
  <li><strong>remember your cookie choices</strong>, which are saved in your browser's local storage under the key <em>root</em>
    so that we do not ask you again on every visit.</li>
</ul>

<h2>Video player cookies</h2>
<p>Some benefit pages include explainer videos from our video hosting partner.
When you play a video, the player may set cookies to remember your playback settings and to measure how the video is viewed.
These cookies are <strong>optional</strong>. You can turn them off at any time in <strong>Cookie Settings</strong> (linked in the footer of every page);
if you do, videos will not load, but the rest of the portal will continue to work normally.</p>

<h2>Cookies we use</h2>
<table>
  <caption>Cookies and local storage used by ${brand}</caption>
  <thead>
    <tr>
      <th scope="col">Name</th>
      <th scope="col">Type</th>
      <th scope="col">Purpose</th>
      <th scope="col">Duration</th>
    </tr>
  </thead>
  <tbody>
    <tr>
      <td>session</td>
      <td>Essential</td>
      <td>Keeps you signed in and links your requests to your account</td>
      <td>Until you sign out or close your browser</td>
    </tr>
    <tr>
      <td>csrf_token</td>
      <td>Essential</td>
      <td>Protects forms against cross-site request forgery</td>
      <td>Session</td>
    </tr>
    <tr>
      <td>root (local storage)</td>
      <td>Essential</td>
      <td>Stores your cookie consent choices</td>
      <td>Until you clear your browser storage</td>
    </tr>
    <tr>
      <td>Video player cookies</td>
      <td>Optional</td>
      <td>Plays embedded benefit videos and remembers playback preferences</td>
      <td>Up to 12 months</td>
    </tr>
  </tbody>
</table>

<h2>Managing your choices</h2>
<p>You can review or change your choices at any time in <strong>Cookie Settings</strong>.
Most browsers also let you block or delete cookies and local storage through their settings.
Please note that blocking essential cookies will stop you from signing in to the portal.</p>
<p>We do not use cookies for advertising, and we do not sell information collected through cookies to anyone.</p>

<h2>Changes and questions</h2>
<p>We may update this policy when we change the technologies we use; the latest version will always be available on this page.
If you have any questions, please contact the ${brand} support team ${contactSentence(client)}, or read our <strong>Privacy statement</strong>.</p>
`.trim(),
  };
}

function policyPage(client: PageOwner): DemoPage {
  const brand = esc(client.brandName);
  const name = esc(client.name);
  return {
    title: 'Privacy statement',
    html: `
<h2>Who we are</h2>
<p>${brand} is the employee benefits portal that ${name} makes available to its employees.
${name}, as your employer, is the <strong>data controller</strong> for the personal information used in the portal:
it decides which benefits are offered and why your information is needed.
The portal operator acts as a <strong>data processor</strong>, handling your information only on ${name}'s documented instructions and under a written contract,
as required by UK GDPR and the Data Protection Act 2018.</p>

<h2>Information we use</h2>
<p>To let you view and choose benefits, the portal holds:</p>
<ul>
  <li><strong>identity and contact details</strong> such as your name, date of birth, employee number, work and personal e-mail address and home address;</li>
  <li><strong>employment details</strong> such as your job title, department, start date, working pattern and location;</li>
  <li><strong>salary and pay information</strong> needed to calculate benefit costs, salary sacrifice deductions and tax or National Insurance effects;</li>
  <li><strong>family members</strong> you choose to add, such as a partner or children, where a benefit covers them or you nominate beneficiaries;</li>
  <li><strong>benefit selections</strong>, including your choices, changes, cover levels and the dates they take effect;</li>
  <li><strong>technical information</strong> such as sign-in records and security logs.</li>
</ul>
<p>Some benefits, such as health cash plans, may involve health information.
This is special category data and is only used where strictly necessary and permitted by law.</p>

<h2>Why we use it and our lawful bases</h2>
<ul>
  <li><strong>Contract:</strong> to provide the benefits that form part of your employment terms.</li>
  <li><strong>Legal obligation:</strong> to meet payroll, tax, pension auto-enrolment and reporting duties.</li>
  <li><strong>Legitimate interests:</strong> to run, secure and improve the portal and to answer your enquiries.</li>
  <li><strong>Consent:</strong> for optional cookies and any optional features; you can withdraw consent at any time.</li>
</ul>

<h2>Sharing your information</h2>
<p>Your information is shared only where needed to deliver your benefits, for example with:</p>
<ul>
  <li>benefit providers and insurers, so they can set up and administer the benefits you select;</li>
  <li>${name}'s payroll and HR teams, to apply deductions and keep records up to date;</li>
  <li>carefully selected service providers who host and support the portal under contract.</li>
</ul>
<p>We never sell your data. If information is transferred outside the UK,
appropriate safeguards such as the UK International Data Transfer Agreement are put in place.</p>

<h2>How long we keep it</h2>
<p>Benefit records are kept for as long as you are employed and then for up to six years after you leave, so that ${name} can meet its legal,
tax and pension obligations. Security logs are kept for a shorter period. Information that is no longer needed is securely deleted.</p>

<h2>Your rights</h2>
<p>Under UK data protection law you have the right to:</p>
<ul>
  <li>access a copy of your personal information;</li>
  <li>have inaccurate information corrected;</li>
  <li>ask for your information to be erased or its use restricted in certain circumstances;</li>
  <li>object to processing based on legitimate interests;</li>
  <li>data portability, and to withdraw consent where processing relies on it.</li>
</ul>

<h2>Contact and complaints</h2>
<p>To exercise your rights or ask a question, contact the ${brand} team ${contactSentence(client)}, or use our <a href="/contact-us/">contact form</a>.
Requests about your employment records may be passed to ${name}'s HR team as data controller.</p>
<p>If you are unhappy with how your information has been handled, you can complain to the Information Commissioner's Office (ICO),
the UK's data protection regulator, at ico.org.uk or on 0303 123 1113. We would appreciate the chance to resolve your concerns first.</p>
`.trim(),
  };
}

function termsPage(client: PageOwner): DemoPage {
  const brand = esc(client.brandName);
  const name = esc(client.name);
  return {
    title: 'Terms and conditions',
    html: `
<h2>About these terms</h2>
<p>These terms apply to your use of ${brand}, the employee benefits portal provided by ${name}. By signing in and using the portal you agree to them.
Please read them alongside our <strong>Privacy statement</strong> and <strong>Cookie Policy</strong>, which are linked in the footer of every page.</p>

<h2>Using the portal</h2>
<p>The portal is for the personal use of eligible ${name} employees, to view, choose and manage workplace benefits. You agree to:</p>
<ul>
  <li>use the portal only for lawful purposes and in line with ${name}'s policies;</li>
  <li>provide information that is accurate and complete, and keep it up to date;</li>
  <li>not attempt to access other people's accounts or data, or interfere with the portal's security or operation.</li>
</ul>

<h2>Your account and security</h2>
<p>You are responsible for keeping your sign-in details safe. In particular:</p>
<ul>
  <li><strong>do not share your password</strong> with anyone, including colleagues or managers;</li>
  <li>use a strong, unique password and turn on <strong>two-factor authentication</strong> where it is offered;</li>
  <li>sign out when you have finished, especially on shared devices.</li>
</ul>
<p>If you think someone else has used your account, change your password straight away and contact support ${contactSentence(client)}.</p>

<h2>Benefit selections</h2>
<p>The portal shows the benefits ${name} offers and the choices available to you. Please note that:</p>
<ul>
  <li>every benefit is subject to the <strong>provider's own terms and conditions</strong>, which are available on the relevant benefit page;</li>
  <li>selections are subject to <strong>approval by ${name}</strong> and to eligibility checks,
    and may be amended if information turns out to be incorrect;</li>
  <li>most selections can only be changed during the annual enrolment window or after a qualifying life event.</li>
</ul>

<h2>Salary sacrifice</h2>
<p>Some benefits are provided through salary sacrifice, which means you agree to a reduction in your contractual pay in return for the benefit.
This can save tax and National Insurance, but a lower salary may also affect things such as mortgage applications,
statutory payments like maternity or sick pay, and some state benefits. Salary sacrifice cannot reduce your pay below the National Minimum Wage.
If you are unsure whether it is right for you, consider taking independent financial advice.</p>

<h2>Availability</h2>
<p>We aim to keep the portal available at all times, but it may occasionally be unavailable for maintenance or for reasons outside our control.
Where possible, planned maintenance will take place outside normal working hours.</p>

<h2>Liability</h2>
<p>Information on the portal, including cost illustrations and tax calculations, is provided for guidance and does not constitute financial advice.
We are not responsible for benefits supplied by third-party providers.
Nothing in these terms limits liability that cannot be limited by law, including for death or personal injury caused by negligence or for fraud.</p>

<h2>Changes to these terms</h2>
<p>We may update these terms from time to time, for example to reflect new benefits or changes in the law.
When we do, we will ask you to review the new version next time you sign in, and by accepting it you agree to the revised terms.</p>

<h2>Governing law</h2>
<p>These terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction over any dispute arising from them.
If you have a question about these terms, please use our <a href="/contact-us/">contact form</a>.</p>
`.trim(),
  };
}

/** The portal's own cookie policy, privacy statement and terms. */
export function portalPages(): Record<'cookie' | 'policy' | 'terms', DemoPage> {
  return { cookie: cookiePage(PORTAL), policy: policyPage(PORTAL), terms: termsPage(PORTAL) };
}
