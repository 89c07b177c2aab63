//! Sound: the project's synthesized effects (`assets/audio/make_sounds.py`, built into the binary)
//! played on the cues the games ask for (`shared::sound`), with master and effects volume and mute from Settings.

use crate::persist::settings::Settings;
use crate::systems::shared::sound::Cue;
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

#[derive(Resource)]
struct Sounds {
    sticks: Handle<bevy_kira_audio::AudioSource>,
    step: Handle<bevy_kira_audio::AudioSource>,
    slide: Handle<bevy_kira_audio::AudioSource>,
    jump: Handle<bevy_kira_audio::AudioSource>,
    devour: Handle<bevy_kira_audio::AudioSource>,
    stir: Handle<bevy_kira_audio::AudioSource>,
    enlighten: Handle<bevy_kira_audio::AudioSource>,
    win: Handle<bevy_kira_audio::AudioSource>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, load)
        .add_systems(Update, (play, volume));
}

/// The sounds are built into the binary, so the game has them whatever directory it runs from.
fn load(mut commands: Commands, mut sources: ResMut<Assets<bevy_kira_audio::AudioSource>>) {
    let mut embed = |name: &str, bytes: &'static [u8]| match StaticSoundData::from_cursor(
        std::io::Cursor::new(bytes),
    ) {
        Ok(sound) => sources.add(bevy_kira_audio::AudioSource { sound }),
        Err(e) => {
            warn!("built-in sound {name} cannot be decoded: {e}");
            Handle::default()
        }
    };
    commands.insert_resource(Sounds {
        sticks: embed("sticks", include_bytes!("../../../assets/audio/sticks.wav")),
        step: embed("step", include_bytes!("../../../assets/audio/step.wav")),
        slide: embed("slide", include_bytes!("../../../assets/audio/slide.wav")),
        jump: embed("jump", include_bytes!("../../../assets/audio/jump.wav")),
        devour: embed("devour", include_bytes!("../../../assets/audio/devour.wav")),
        stir: embed("stir", include_bytes!("../../../assets/audio/stir.wav")),
        enlighten: embed(
            "enlighten",
            include_bytes!("../../../assets/audio/enlighten.wav"),
        ),
        win: embed("win", include_bytes!("../../../assets/audio/win.wav")),
    });
}

fn play(
    mut cues: MessageReader<Cue>,
    sounds: Res<Sounds>,
    audio: Res<Audio>,
    settings: Res<Settings>,
) {
    if settings.muted {
        cues.clear();
        return;
    }
    for cue in cues.read() {
        let sound = match cue {
            Cue::Sticks => &sounds.sticks,
            Cue::Step => &sounds.step,
            Cue::Slide => &sounds.slide,
            Cue::Jump => &sounds.jump,
            Cue::Devour => &sounds.devour,
            Cue::Stir => &sounds.stir,
            Cue::Enlighten => &sounds.enlighten,
            Cue::Win => &sounds.win,
        };
        audio.play(sound.clone());
    }
}

/// Volume in decibels from the two sliders (0-1 each); mute is silence.
fn volume(settings: Res<Settings>, audio: Res<Audio>) {
    if settings.is_changed() {
        let level = settings.master_volume * settings.effects_volume;
        let db = if settings.muted || level <= 0.001 {
            -60.0
        } else {
            (20.0 * level.log10()).max(-60.0)
        };
        audio.set_volume(db);
    }
}
