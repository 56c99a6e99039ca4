import { HelloScene } from './_parts/HelloScene';
import { templatePreview } from './_parts/ui';

function HelloWorldJavaScript() {
  return <HelloScene language="JS" file="src/HelloWorld/Title.jsx" />;
}

/** Hello World (JavaScript): the same starter animation, written in plain JavaScript. */
export default templatePreview(HelloWorldJavaScript, 5, 125);
