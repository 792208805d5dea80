import { publicUrl, type Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { partnersWithClientCode, setPartnerUrl } from './queries.ts';

/** Where the demo partner stand-in (dev-partner.ts) serves a partner code. */
export const devPartnerPath = (config: Pick<Config, 'API_BASE'>, partnerCode: string) => `${config.API_BASE}/dev-partner/${partnerCode}`;

/**
 * The seed wrote the demo partner's address under the PUBLIC_URL (and PORT) of its day; at every start a partner
 * served by the stand-in gets its address again from this configuration. Partners anywhere else are left alone.
 */
export async function followDevPartnerAddresses(db: Db, config: Config): Promise<void> {
  for (const partner of await partnersWithClientCode(db)) {
    const path = devPartnerPath(config, partner.code);
    const url = publicUrl(config, partner.clientCode, path);
    if (URL.canParse(partner.url) && new URL(partner.url).pathname === path && partner.url !== url) await setPartnerUrl(db, partner.id, url);
  }
}
