import { ownTexts, subjectAccessTexts } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { useTheme } from '../../theme/index.ts';
import { Page } from '../../ui/Page.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { FamilySection } from './family/FamilySection.tsx';
import { LifeEventsSection } from './lifeEvents/LifeEventsSection.tsx';
import { MyDataSection } from './my-data/MyDataSection.tsx';
import { PasswordSection } from './password/PasswordSection.tsx';
import { EmploymentSection } from './personal/EmploymentSection.tsx';
import { PersonalDetailsSection } from './personal/PersonalDetailsSection.tsx';
import { PoliciesSection } from './policies/PoliciesSection.tsx';
import { TwoFactorSection } from './twoFactor/TwoFactorSection.tsx';
import styles from './ProfileSettings.module.css';

const t = ownTexts.profile;
const sections = [
  { id: 'personal', label: t.personalTitle, Section: PersonalDetailsSection },
  { id: 'employment', label: t.hrTitle, Section: EmploymentSection },
  { id: 'password', label: t.passwordTitle, Section: PasswordSection },
  { id: 'family', label: t.familyTitle, Section: FamilySection },
  { id: 'life-events', label: t.lifeEventsTitle, Section: LifeEventsSection },
  { id: 'policies', label: t.policiesTitle, Section: PoliciesSection },
  { id: 'two-factor', label: ownTexts.twoFactorTitle, Section: TwoFactorSection },
  { id: 'my-data', label: subjectAccessTexts.section.title, Section: MyDataSection },
] as const;
/** Sign-in settings for the portal's own password: an SSO-only client's people sign in at their identity provider. */
const passwordSignIn = new Set<string>(['password', 'two-factor']);

/** /app/home/my-profile/: every part of the user's settings as a card, with links to jump between them. */
export function ProfileSettingsPage() {
  const theme = useTheme();
  useDocumentTitle(ownTexts.profileSettings, theme.benefitBrandName);
  const shown = theme.ssoAccessOnly ? sections.filter(({ id }) => !passwordSignIn.has(id)) : sections;
  return (
    <Page
      title={ownTexts.profileSettings}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.profileSettings }]}
      intro={<p>{t.intro}</p>}
    >
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t.sectionsLabel}>
          <ul className={styles.navList}>
            {shown.map(({ id, label }) => (
              <li key={id}>
                <a className={styles.navLink} href={`#${id}`}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections}>
          {shown.map(({ id, Section }) => (
            <Section key={id} id={id} />
          ))}
        </div>
      </div>
    </Page>
  );
}

export { ProfileSettingsPage as Component };
