import { HelloScene } from './_parts/HelloScene';
import { templatePreview } from './_parts/ui';

function HelloWorld() {
  return <HelloScene language="TS" file="src/HelloWorld/Title.tsx" />;
}

/** Hello World: the starter's animated logo and title, in TypeScript. */
export default templatePreview(HelloWorld, 5, 125);
