/** One-time login links (single sign-on, masquerade, magic link): issued and used here. */
export { issueImpersonationLink, issueLoginLink, type LoginLinkInput } from './issue.ts';
export { currentSchemeYear } from './queries.ts';
export { loginWithLink } from './use.ts';
