import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { IDLE_CHECK_INTERVAL_MS } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { ping } from '../api/ping.ts';
import { idleView, lastActivity, type IdleView } from './idleClock.ts';
import { IdlePrompt } from './IdlePrompt.tsx';

const sameView = (a: IdleView, b: IdleView) => a.kind === b.kind && (a.kind !== 'prompt' || (b.kind === 'prompt' && a.secondsLeft === b.secondsLeft));

/** Checks each second how long ago the last server call was; mounted only while logged in. */
export default function IdleWatcher() {
  const navigate = useNavigate();
  const [since] = useState(() => Date.now());
  const [view, setView] = useState<IdleView>({ kind: 'active' });
  const leaving = useRef(false);

  useEffect(() => {
    const tick = () => {
      const next = idleView(Date.now(), lastActivity(since));
      if (next.kind === 'logout') {
        if (!leaving.current) navigate(paths.logout);
        leaving.current = true;
        return;
      }
      setView((current) => (sameView(current, next) ? current : next));
    };
    const timer = setInterval(tick, IDLE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [navigate, since]);

  if (view.kind !== 'prompt') return null;
  return (
    <IdlePrompt
      secondsLeft={view.secondsLeft}
      onStay={() => {
        // The ping is a server call: it moves the idle clock on by itself.
        setView({ kind: 'active' });
        void ping().catch(() => undefined);
      }}
      onLogout={() => {
        leaving.current = true;
        setView({ kind: 'active' });
        navigate(paths.logout);
      }}
    />
  );
}
