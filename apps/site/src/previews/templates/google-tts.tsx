import { SpeechScene } from './_parts/SpeechScene';
import { templatePreview } from './_parts/ui';

function GoogleSpeech() {
  return (
    <SpeechScene
      provider="Google Cloud Text-to-Speech"
      accent="#16a34a"
      text="Type your text, pick a voice, and the narration is stored in Firebase and played in sync."
    />
  );
}

/** TTS (Google): the same narrated-text video, voiced by Google Cloud and stored in Firebase. */
export default templatePreview(GoogleSpeech, 6, 96);
