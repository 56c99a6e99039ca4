import type { ShowcaseItem } from '../../../../../content/data/types';
import { showcasePreviews } from '../../previews/showcase';
import { VideoPreview, type PreviewTrigger } from '../VideoPreview';

/**
 * The real preview of a showcase entry: our own composition of what the project does
 * (`previews/showcase`), or nothing for an entry without one. In a card ('hover') it fills
 * the usual 16:9 media box, so a grid row keeps one height; opened ('open') it keeps the
 * aspect of the original video.
 */
export function ShowcasePreview({
  item,
  trigger,
  className,
}: {
  item: ShowcaseItem;
  trigger: PreviewTrigger;
  className?: string;
}) {
  const load = showcasePreviews[item.id];
  if (!load) return null;
  return (
    <VideoPreview
      load={load}
      label={`Preview of ${item.title}`}
      trigger={trigger}
      aspectRatio={trigger === 'open' ? item.width / item.height : 16 / 9}
      className={className}
    />
  );
}
