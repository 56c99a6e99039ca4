import { SpeechScene } from './_parts/SpeechScene';
import { templatePreview } from './_parts/ui';

function AzureSpeech() {
  return (
    <SpeechScene
      provider="Azure Speech"
      accent="#0078d4"
      text="Write a few sentences, and this video reads them out loud for you, one word at a time."
    />
  );
}

/** TTS (Azure): a script read out by a synthesized voice, word by word, with a waveform. */
export default templatePreview(AzureSpeech, 6, 96);
