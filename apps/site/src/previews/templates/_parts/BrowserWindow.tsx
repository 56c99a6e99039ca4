import type { ReactNode } from 'react';
import { font, mono } from './ui';

/** A browser window on localhost, with the file that serves the page shown in its bar. */
export function BrowserWindow({
  file,
  rounded,
  children,
}: {
  file: string;
  rounded: boolean;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        flex: 1,
        borderRadius: rounded ? 28 : 12,
        overflow: 'hidden',
        background: rounded ? '#f8fafc' : '#ffffff',
        fontFamily: font,
        color: '#0f172a',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '14px 20px',
          background: '#e2e8f0',
        }}
      >
        {['#ef4444', '#f59e0b', '#22c55e'].map((c) => (
          <span key={c} style={{ width: 16, height: 16, borderRadius: 8, background: c }} />
        ))}
        <span
          style={{
            flex: 1,
            marginLeft: 16,
            padding: '6px 18px',
            borderRadius: 18,
            background: '#fff',
            fontSize: 20,
            color: '#334155',
          }}
        >
          localhost:3000
        </span>
        <span style={{ fontFamily: mono, fontSize: 20, color: '#475569' }}>{file}</span>
      </div>
      {children}
    </div>
  );
}
