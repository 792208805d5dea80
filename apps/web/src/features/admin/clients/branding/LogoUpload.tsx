import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { brandingTexts as t, LOGO_MAX_BYTES, LOGO_TYPES, messages, type Branding, type LogoKind } from '@portal/contracts';
import { ApiError } from '../../../../api/client.ts';
import { FieldError } from '../../../../ui/Field.tsx';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { useUploadClientLogo } from '../../api/uploadClientLogo.ts';
import { newerBranding } from './BrandingForm.tsx';
import styles from './Branding.module.css';

/** What is wrong with a chosen file before it is sent (the server checks again, and sanitises SVGs). */
export function logoFileProblem(file: File): string | null {
  if (!(file.type in LOGO_TYPES)) return t.logoWrongType;
  if (file.size > LOGO_MAX_BYTES) return t.logoTooLarge;
  return null;
}

/** One logo: the current image, and a file input that uploads what is chosen at once. */
export function LogoUpload({ clientId, branding, kind }: { clientId: number; branding: Branding; kind: LogoKind }) {
  const id = useId();
  const upload = useUploadClientLogo(clientId);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const label = kind === 'logo' ? t.logo : t.mobileLogo;
  const url = kind === 'logo' ? branding.logoUrl : branding.mobileLogoUrl;

  async function send(file: File) {
    setDone(false);
    const refused = logoFileProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      await upload.mutateAsync({ kind, file, version: branding.version });
      setDone(true);
    } catch (error) {
      const current = newerBranding(error);
      if (current) queryClient.setQueryData(queryKeys.admin.clientBranding(clientId), current);
      setProblem(error instanceof ApiError ? (error.fieldErrors.file ?? error.detail ?? error.message) : messages.generic.somethingWrong);
    }
  }

  return (
    <div>
      <label htmlFor={id}>
        <strong>{label}</strong>
      </label>
      <p id={`${id}-hint`} className="muted">
        {t.logoHint}
      </p>
      {url ? <img src={url} alt={`${label}: ${branding.brandName}`} className={styles.logoImage} /> : <p className="muted">{t.noLogo}</p>}
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
      {done && <p role="status">{t.uploaded}</p>}
      <input
        id={id}
        type="file"
        accept={Object.keys(LOGO_TYPES).join(',')}
        aria-describedby={[`${id}-hint`, problem ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={Boolean(problem)}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
