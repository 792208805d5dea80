/** Who may manage a client's API keys, SCIM tokens and webhooks (issue 39): one rule for both consoles' tabs. */
export { integrationManager, integrationWriter, type IntegrationManager } from './manager.ts';
