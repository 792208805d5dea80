import { escapeHtml } from '../../../mail/templates.ts';

/** The demo identity provider's own pages: plain server HTML, no script, every value escaped. */

const styles = `
*{box-sizing:border-box}body{margin:0;background:#eef1f6;color:#1f2933;font:16px/1.5 Arial,Helvetica,sans-serif}
header{background:#3b2a6b;color:#fff;padding:14px 24px;font-weight:bold;letter-spacing:.02em}
main{max-width:420px;margin:40px auto;padding:28px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 8px}p{margin:0 0 16px}label{display:block;font-weight:bold;margin:16px 0 4px}
input{width:100%;padding:10px;border:2px solid #5f6b7a;border-radius:4px;font-size:1rem}
input[aria-invalid=true]{border-color:#b42318}
input:focus,button:focus,a:focus{outline:3px solid #f5b301;outline-offset:2px}
.actions{display:flex;gap:12px;margin-top:24px}
button{padding:10px 18px;border:0;border-radius:4px;font-size:1rem;font-weight:bold;cursor:pointer;background:#3b2a6b;color:#fff}
button.secondary{background:#fff;color:#3b2a6b;border:2px solid #3b2a6b}
.error{border-left:5px solid #b42318;background:#fdecea;padding:12px 16px;margin:0 0 16px}
.note{font-size:.875rem;color:#4a5563;margin-top:24px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} - Demo identity provider</title><style>${styles}</style></head>
<body><header>Demo identity provider</header><main>${body}</main></body></html>`;
}

export interface LoginPage {
  uid: string;
  mount: string;
  clientName: string;
  email: string;
  error?: string;
}

export function loginPage({ uid, mount, clientName, email, error }: LoginPage): string {
  const base = `${mount}/interaction/${encodeURIComponent(uid)}`;
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1>
<p>Sign in with your work account to continue to ${escapeHtml(clientName)}.</p>
${error ? `<div class="error" id="login-error" role="alert"><strong>Error:</strong> ${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(base)}/login" novalidate>
<label for="email">Work e-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<div class="actions"><button type="submit">Sign in</button>
<button type="submit" class="secondary" formaction="${escapeHtml(base)}/abort">Cancel</button></div>
</form>
<p class="note">This identity provider exists only in the demo: it checks the portal's own accounts.</p>`,
  );
}

export const errorPage = (message: string) => page('Sign-in problem', `<h1>Sign-in problem</h1><p role="alert">${escapeHtml(message)}</p>`);

/** oidc-provider hands over its own hidden form (`op.logoutForm`) with the anti-forgery token. */
export const logoutPage = (form: string) =>
  page(
    'Sign out',
    `<h1>Sign out</h1><p>Do you want to sign out of the demo identity provider too?</p>${form}
<div class="actions"><button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button></div>`,
  );

export const loggedOutPage = () => page('Signed out', '<h1>Signed out</h1><p>You have signed out of the demo identity provider.</p>');
