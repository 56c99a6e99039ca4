import { NotFound } from '@sitekit/theme';

export default function NotFoundPage() {
  return <NotFound />;
}
