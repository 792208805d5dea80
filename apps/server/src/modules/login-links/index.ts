/** One-time login links (single sign-on, masquerade, magic link): issued here, used by sso/login-links.ts. */
export { issueLoginLink, linkRefused, purposes, type LoginLinkInput } from './issue.ts';
