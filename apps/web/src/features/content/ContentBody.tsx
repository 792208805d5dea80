import { Link } from 'react-router';
import { messages, type ContentType } from '@portal/contracts';
import { useHomePath } from '../../config/useHomePath.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useContent } from './api/content.ts';

/** The policy text of one type: loading, error with a way home, or the server-sanitized HTML. */
export function ContentBody({ type }: { type: ContentType }) {
  const query = useContent(type);
  const homePath = useHomePath();
  if (query.isPending) return <Loading label={messages.content.loading} />;
  if (query.isError) {
    return (
      <Alert tone="error" title={messages.content.error(messages.content[type])}>
        <p>
          <Link to={homePath}>{messages.content.returnHome}</Link>
        </p>
      </Alert>
    );
  }
  // The server sanitizes policy HTML before storing it.
  return <div className="prose" dangerouslySetInnerHTML={{ __html: query.data.content }} />;
}
