const SOUND_URL = "/sounds/click.wav";
const VOLUME = 0.25;
const BEEP_HZ = 660;
const BEEP_SECONDS = 0.08;

let clip: HTMLAudioElement | null = null;
let context: AudioContext | null = null;

/** A short electronic tone for browsers that cannot play the click file. */
function beep() {
  const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  context ??= new Context();
  const now = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = BEEP_HZ;
  // A quick fade in and out keeps the tone from popping at its edges.
  gain.gain.setValueAtTime(0, now);
  gain.gain.linearRampToValueAtTime(VOLUME, now + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.001, now + BEEP_SECONDS);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(now);
  oscillator.stop(now + BEEP_SECONDS);
}

function loadClip() {
  clip ??= Object.assign(new Audio(SOUND_URL), { preload: "auto", volume: VOLUME });
  return clip;
}

/** Fetches the sound ahead of the first click, so that click is heard without a delay. */
export function prepareClickSound() {
  try {
    loadClip();
  } catch {
    // No audio element here: the beep will stand in when a click comes.
  }
}

/** Plays the click at a quarter volume; call it from a click handler, where browsers allow sound. */
export function playClickSound() {
  try {
    const sound = loadClip();
    sound.currentTime = 0;
    sound.play().catch(() => beep());
  } catch {
    beep();
  }
}
