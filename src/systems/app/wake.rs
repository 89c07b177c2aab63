//! Waking the app for timers. Between inputs the window sleeps (reactive mode), so a timer that must
//! fire with no input (an automatic pass, the time-limit clock's next second, a message expiring) asks
//! for a frame by then: each frame the soonest such moment becomes the sleep's length.
//!
//! Timers that fire while nobody touches the game count real time ([`Time<Real>`]): the virtual clock
//! advances at most a quarter second per frame, so it loses whatever the app slept.

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// How long the app sleeps with nothing to wake it: the desktop defaults.
const FOCUSED_SLEEP: Duration = Duration::from_secs(5);
const UNFOCUSED_SLEEP: Duration = Duration::from_secs(60);
/// Waking sooner than this is no use: the frame itself takes about as long.
const SHORTEST_SLEEP: Duration = Duration::from_millis(10);

/// The soonest moment a timer needs a frame, gathered during the frame.
#[derive(Resource, Default, Debug)]
pub struct Wake(Option<Duration>);

impl Wake {
    /// Asks for a frame within `wait` from now.
    pub fn within(&mut self, wait: Duration) {
        self.0 = Some(self.0.map_or(wait, |w| w.min(wait)));
    }

    /// Asks for a frame within `seconds` from now.
    pub fn within_secs(&mut self, seconds: f32) {
        self.within(Duration::from_secs_f32(seconds.max(0.0)));
    }

    pub fn soonest(&self) -> Option<Duration> {
        self.0
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Wake>()
        .add_systems(Last, sleep_until_needed);
}

/// Sets the sleep before the next frame to the soonest timer's (the defaults when none waits). An app
/// that runs continuously (measuring, the monkey) or has no window is left alone.
fn sleep_until_needed(mut wake: ResMut<Wake>, settings: Option<ResMut<WinitSettings>>) {
    let soonest = wake.0.take();
    let Some(mut settings) = settings else { return };
    let sleep = |default: Duration| soonest.map_or(default, |w| w.clamp(SHORTEST_SLEEP, default));
    let (focused, unfocused) = (sleep(FOCUSED_SLEEP), sleep(UNFOCUSED_SLEEP));
    let modes = (settings.focused_mode, settings.unfocused_mode);
    if let (UpdateMode::Reactive { wait: f, .. }, UpdateMode::Reactive { wait: u, .. }) = modes
        && (f != focused || u != unfocused)
    {
        settings.focused_mode = UpdateMode::reactive(focused);
        settings.unfocused_mode = UpdateMode::reactive_low_power(unfocused);
    }
}
